/**
 * One statement's rows in a virtualised table: only the rows in sight (and a few more) are in the
 * page, so 100,000 rows scroll as smoothly as 10. Cells show text; null as a muted NULL.
 */
import { tableCellStyle } from '@plinth/sdk/web';
import { useState, type CSSProperties } from 'react';

const ROW_HEIGHT = 28;
const VIEWPORT = 320;
const OVERSCAN = 8;

const cellText = (v: unknown) => (v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v));
const cell: CSSProperties = {
  ...tableCellStyle,
  height: ROW_HEIGHT,
  maxWidth: 320,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

export function ResultTable({ fields, rows, label }: { fields: string[]; rows: unknown[][]; label: string }) {
  const [top, setTop] = useState(0);
  const first = Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((top + VIEWPORT) / ROW_HEIGHT) + OVERSCAN);
  return (
    <div
      style={{ maxHeight: VIEWPORT, overflow: 'auto', border: 'var(--borderWidth-thin) solid var(--borderColor-default)' }}
      onScroll={(e) => setTop(e.currentTarget.scrollTop)}
    >
      <table
        aria-label={label}
        aria-rowcount={rows.length + 1}
        style={{ borderCollapse: 'collapse', width: 'max-content', minWidth: '100%' }}
      >
        <thead style={{ position: 'sticky', top: 0, background: 'var(--bgColor-muted)' }}>
          <tr aria-rowindex={1}>
            {fields.map((f, i) => (
              <th key={i} scope="col" style={{ ...cell, textAlign: 'start' }}>
                {f}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {first > 0 && <tr style={{ height: first * ROW_HEIGHT }} aria-hidden="true" />}
          {rows.slice(first, last).map((row, i) => (
            <tr key={first + i} aria-rowindex={first + i + 2}>
              {row.map((v, j) => {
                const text = cellText(v);
                return (
                  <td key={j} style={cell} title={text ?? 'NULL'}>
                    {text ?? <span style={{ color: 'var(--fgColor-muted)' }}>NULL</span>}
                  </td>
                );
              })}
            </tr>
          ))}
          {last < rows.length && <tr style={{ height: (rows.length - last) * ROW_HEIGHT }} aria-hidden="true" />}
        </tbody>
      </table>
    </div>
  );
}
