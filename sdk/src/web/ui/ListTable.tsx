import type { CSSProperties, ReactNode } from 'react';
import { tableCellStyle, tableStyle } from './styles.js';

export interface ListTableProps<T> {
  /** The table's accessible name. */
  label: string;
  /** Column headings, in order. */
  headers: readonly string[];
  rows: readonly T[];
  rowKey(row: T): string | number;
  /** A row's cells, in the order of `headers` (`ListCell` each). */
  renderRow(row: T): ReactNode;
}

/** A plain list table (jobs, hooks, runs, deliveries): headings, then a row per item. */
export function ListTable<T>({ label, headers, rows, rowKey, renderRow }: ListTableProps<T>) {
  return (
    <table style={tableStyle} aria-label={label}>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} style={tableCellStyle}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>{renderRow(row)}</tr>
        ))}
      </tbody>
    </table>
  );
}

/** A cell of a `ListTable`; `style` adds to the table's cell style. */
export function ListCell({ style, children }: { style?: CSSProperties; children?: ReactNode }) {
  return <td style={style ? { ...tableCellStyle, ...style } : tableCellStyle}>{children}</td>;
}

const outputStyle: CSSProperties = {
  margin: 0,
  maxHeight: 160,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  fontSize: 12,
};

/** What a run or a delivery answered: its error in the danger colour, then its output, scrollable. */
export function OutputCell({ error, output }: { error?: string | null; output?: string | null }) {
  return (
    <ListCell style={{ maxWidth: 420 }}>
      {error && <div style={{ color: 'var(--fgColor-danger)' }}>{error}</div>}
      {output && <pre style={outputStyle}>{output}</pre>}
    </ListCell>
  );
}
