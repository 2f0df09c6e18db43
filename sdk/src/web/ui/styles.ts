import type { CSSProperties } from 'react';

// Inline styles: the SDK ships no stylesheet; Primer's tokens keep both colour modes right.

/** Secondary text: hints, counts, "nothing here" lines. */
export const mutedTextStyle: CSSProperties = { margin: 0, color: 'var(--fgColor-muted)', fontSize: 'var(--text-body-size-small)' };
/** A full page's column. */
export const pageStyle: CSSProperties = { maxWidth: 960, margin: '0 auto', padding: 'var(--base-size-24) var(--base-size-16)' };
/** A form page's narrower column. */
export const narrowPageStyle: CSSProperties = { ...pageStyle, maxWidth: 720 };
/** A plain list table (members, users, tokens): full width, collapsed borders. */
export const tableStyle: CSSProperties = { width: '100%', borderCollapse: 'collapse' };
/** A cell of such a table (header cells too): a muted rule under each row. */
export const tableCellStyle: CSSProperties = {
  padding: 'var(--base-size-8)',
  borderBottom: 'var(--borderWidth-thin) solid var(--borderColor-muted)',
  textAlign: 'start',
  verticalAlign: 'middle',
};
