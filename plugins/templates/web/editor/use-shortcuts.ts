import { useEffect, useRef } from 'react';
import { shortcutOf, type ShortcutAction } from './shortcuts.js';

/** Runs the editor's shortcut actions (001 s.9) while `active`. */
export function useShortcuts(active: boolean, mac: boolean, run: (action: ShortcutAction) => void): void {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      const action = shortcutOf(e, mac);
      if (!action) return;
      e.preventDefault();
      latest.current(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, mac]);
}
