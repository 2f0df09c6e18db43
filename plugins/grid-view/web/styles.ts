/**
 * The grid's static styles as one stylesheet, added once: a scroll redraws dozens of rows per
 * frame (row-painter.ts), and class names cost the browser far less than the same styles inline
 * on every cell.
 * Body cells are blocks with a fixed width and a line height of the row (`--pgv-line`, set by
 * the grid), not flex containers: a cell whose text changes is laid out without measuring its
 * content.
 * Cells showing text alone hold it directly (`pgv-c-text`, `pgv-c-num`, fixed per column), so a
 * scroll or an arriving page changes text nodes only: no class or element changes to restyle.
 * Body cells have no background of their own (the grid's shows through): less to paint per frame.
 * Body cells flow in their row (a flex row starting at its first column) rather than each being
 * positioned, and text cells clip with `overflow: clip` rather than `hidden` (no scroll container
 * per cell): measured with `BENCH_GRID_AB`, about 6 % less work per frame of a fast scroll.
 * Offsets are logical (inset-inline-start, border-inline-end): right to left, the gutters stick to
 * the right edge and columns run leftwards with no other code. Right to left, a number cell is laid
 * out left to right (a minus sign stays before the digits; its line to the next cell, on its left,
 * is then its inline start) and aligned on the left, the row's end, as spreadsheets do.
 */
import { ensureCellStyles } from '@plinth/sdk/web';

const CSS = `
.pgv-grid { position: relative; overflow: auto; height: 100%; width: 100%; outline: none; contain: strict; font-size: 13px; background: var(--bgColor-default, #fff); }
/* Focus shown around the grid (keyboard focus), and on its active cell. */
.pgv-grid:focus-visible { outline: 2px solid var(--focus-outlineColor, #0969da); outline-offset: -2px; }
.pgv-cell { position: absolute; top: 0; height: 100%; box-sizing: border-box; border-inline-end: 1px solid var(--borderColor-muted, #d8dee4);
  border-bottom: 1px solid var(--borderColor-muted, #d8dee4); padding: 0 6px; display: block; line-height: var(--pgv-line, 31px);
  white-space: nowrap; overflow: visible; }
.pgv-tall .pgv-cell { line-height: 18px; padding-top: 6px; }
.pgv-cell[aria-selected="true"] { background: var(--bgColor-accent-muted, #ddf4ff); }
.pgv-cell[data-active] { box-shadow: inset 0 0 0 2px var(--borderColor-accent-emphasis, #0969da); }
.pgv-cell[data-editing] { z-index: 3; overflow: visible; }
.pgv-c-text, .pgv-c-num { overflow: clip; text-overflow: ellipsis; }
.pgv-c-num { text-align: right; font-variant-numeric: tabular-nums; }
[dir="rtl"] .pgv-c-num { direction: ltr; text-align: left; border-inline-end: none; border-inline-start: 1px solid var(--borderColor-muted, #d8dee4); }
.pgv-tall .pgv-c-text { white-space: pre-wrap; word-break: break-word; }
.pgv-cell[aria-readonly="true"] { color: var(--fgColor-muted, #59636e); }
.pgv-head { position: sticky; top: 0; z-index: 4; background: var(--bgColor-muted, #f6f8fa); }
.pgv-head .pgv-cell { display: flex; align-items: center; font-weight: 600; justify-content: space-between; gap: 4px; background: var(--bgColor-muted, #f6f8fa);
  padding-top: 0; line-height: normal; }
.pgv-gutters { position: sticky; inset-inline-start: 0; z-index: 2; height: 0; }
.pgv-gutter { font-size: 12px; color: var(--fgColor-muted, #59636e); background: var(--bgColor-muted, #f6f8fa); }
.pgv-rownums { position: absolute; inset-inline-start: 0; box-sizing: border-box; padding-inline-end: 42px; white-space: pre; text-align: end; font-size: 12px;
  line-height: var(--pgv-row, 32px); color: var(--fgColor-muted, #59636e); background-color: var(--bgColor-muted, #f6f8fa);
  border-inline-end: 1px solid var(--borderColor-muted, #d8dee4); background-size: 100% var(--pgv-row, 32px);
  background-image: linear-gradient(to bottom, transparent calc(var(--pgv-row, 32px) - 1px), var(--borderColor-muted, #d8dee4) 0); }
.pgv-row-controls { position: absolute; inset-inline-start: 46px; display: flex; align-items: center; }
.pgv-row-controls > input { margin: 0; margin-inline-end: 4px; }
.pgv-head .pgv-gutter { position: sticky; inset-inline-start: 0; z-index: 5; }
.pgv-row { position: absolute; inset-inline-start: 0; display: flex; box-sizing: border-box; }
.pgv-row > .pgv-cell { position: static; flex: none; }
.pgv-plain { border: none; background: none; cursor: pointer; padding: 0 2px; color: inherit; }
.pgv-resize { position: absolute; inset-inline-end: -3px; top: 0; width: 6px; height: 100%; cursor: col-resize; z-index: 1; }
.pgv-title { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

export function ensureGridStyles(): void {
  // Values in cells are drawn by the SDK's cell display, with its own stylesheet.
  ensureCellStyles();
  if (typeof document === 'undefined' || document.getElementById('plinth-grid-view-styles')) return;
  const style = document.createElement('style');
  style.id = 'plinth-grid-view-styles';
  style.textContent = CSS;
  document.head.appendChild(style);
}
