import { Children, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * 001 s.9: a card spans 12, 6, 4 or 3 of the grid's 12 columns as the gallery widens (one, two,
 * three or four cards a row), by the width the gallery itself has (a page or a dialog).
 */
export function cardSpan(width: number): 12 | 6 | 4 | 3 {
  if (width < 600) return 12;
  if (width < 900) return 6;
  if (width < 1200) return 4;
  return 3;
}

/** The card grid: 12 columns, each child spanning `cardSpan` of them. */
export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [span, setSpan] = useState<12 | 6 | 4 | 3>(4);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setSpan(cardSpan(el.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      role="list"
      aria-label={label}
      data-span={span}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 16 }}
    >
      {Children.map(children, (child) => (
        <div role="listitem" style={{ gridColumn: `span ${span}` }}>
          {child}
        </div>
      ))}
    </div>
  );
}
