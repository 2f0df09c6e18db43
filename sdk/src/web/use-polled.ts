import { useEffect, useState, type DependencyList } from 'react';

/**
 * What `load` answers, read at once and again every `intervalMs` while the component is shown
 * (a run history, a delivery log): null until the first answer. A failed read keeps the last
 * answer; the next tick tries again. `deps` say when `load` reads something else.
 */
export function usePolled<T>(load: () => Promise<T>, intervalMs: number, deps: DependencyList): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      load().then(
        (answer) => live && setValue(answer),
        () => undefined,
      );
    void read();
    const timer = setInterval(() => void read(), intervalMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
    // The caller names what `load` depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intervalMs, ...deps]);
  return value;
}
