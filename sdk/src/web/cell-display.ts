/**
 * How each uidt shows in a cell, for every view type: drawn as DOM nodes, so the grid's row
 * painter can put them straight into its cells on a fast scroll, and `CellValue` (cards, forms,
 * the expanded row) into a span. Values go in as text nodes, never as HTML: rich text and
 * comments cannot become markup. A checkbox is a drawn box, a rating drawn stars, an image
 * attachment a thumbnail; select options keep their colour everywhere (`optionColour`).
 */
import type { CellFormatter } from '../cell-format.js';
import { attachments, displayText, MAX_RATING, multiValues, optionColour, selectOptions } from '../cell-values.js';
import type { ViewColumn } from '../view-columns.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** English texts of the display's labels; a view type plugin spreads them into its bundle. */
export const CELL_DISPLAY_MESSAGES_EN: Readonly<Record<string, string>> = {
  'cell.rating': '{{value}} of {{max}}',
  'cell.checked': 'Checked',
  'cell.unchecked': 'Not checked',
};

const NUMERIC = new Set(['Number', 'Decimal', 'Currency', 'Percent', 'Duration', 'Rollup', 'Count', 'AutoNumber', 'ID']);
const OWN_DISPLAY = new Set(['Checkbox', 'Rating', 'SingleSelect', 'MultiSelect', 'Attachment', 'URL']);

/**
 * Whether a column's display is its text alone, and of which kind (`num`: right-aligned figures);
 * null for displays of their own (chips, stars, links), which `drawCell` builds.
 */
export function plainDisplay(col: Pick<ViewColumn, 'uidt' | 'relation'>): 'num' | 'text' | null {
  if (col.relation || OWN_DISPLAY.has(col.uidt)) return null;
  return NUMERIC.has(col.uidt) ? 'num' : 'text';
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
/** A 16 px drawing of `shapes` (tag, attributes), hidden from assistive technology (its box is labelled). */
function svg(className: string, shapes: [string, Record<string, string>][]): SVGSVGElement {
  const root = document.createElementNS(SVG_NS, 'svg');
  root.setAttribute('class', className);
  root.setAttribute('viewBox', '0 0 16 16');
  root.setAttribute('aria-hidden', 'true');
  for (const [tag, attrs] of shapes) {
    const shape = document.createElementNS(SVG_NS, tag);
    for (const [k, v] of Object.entries(attrs)) shape.setAttribute(k, v);
    root.append(shape);
  }
  return root;
}

const STAR = '8,1.2 10.1,5.6 14.9,6.2 11.4,9.5 12.3,14.3 8,11.9 3.7,14.3 4.6,9.5 1.1,6.2 5.9,5.6';
const checkBox = (on: boolean) =>
  svg(
    on ? 'pv-box pv-box-on' : 'pv-box',
    on
      ? [
          ['rect', { x: '1.5', y: '1.5', width: '13', height: '13', rx: '3' }],
          [
            'path',
            { d: 'M4.5 8.2l2.3 2.3 4.7-4.9', fill: 'none', 'stroke-width': '1.8', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' },
          ],
        ]
      : [['rect', { x: '1.5', y: '1.5', width: '13', height: '13', rx: '3' }]],
  );
const star = (on: boolean) => svg(on ? 'pv-star pv-star-on' : 'pv-star', [['polygon', { points: STAR }]]);

function chip(tag: 'span' | 'a', text: string, background: string): HTMLElement {
  const el = element(tag, 'pv-chip', text);
  el.style.background = background;
  return el;
}

// A link in a cell opens in a new tab and is not also a click on the cell or card around it.
const stopPropagation = (e: Event) => e.stopPropagation();
function link(className: string, href: string | undefined, text: string): HTMLAnchorElement {
  const a = element('a', className, text);
  if (href !== undefined) a.setAttribute('href', href);
  a.target = '_blank';
  a.rel = 'noopener noreferrer';
  a.addEventListener('click', stopPropagation);
  return a;
}

const IMAGE = /^image\/(png|jpe?g|gif|webp|avif|bmp)$/i;
const IMAGE_NAME = /\.(png|jpe?g|gif|webp|avif|bmp)$/i;
/** Whether an attachment is an image a browser shows (by type, else by name). */
export const isImageAttachment = (a: { mimetype?: string; title?: string; url?: string }) =>
  a.mimetype ? IMAGE.test(a.mimetype) : IMAGE_NAME.test(a.title ?? a.url ?? '');

/** A cell loading its row: a grey bar. */
export function pendingCell(): HTMLElement {
  const bar = element('span', 'pv-pending');
  bar.setAttribute('aria-hidden', 'true');
  return bar;
}

/** The display of one value of `col` as a new node; numbers and dates in `format`'s locale. */
export function drawCell(col: ViewColumn, value: unknown, wrap: boolean, t: Translate, format: CellFormatter): Node {
  const textClass = wrap ? 'pv-wrap' : 'pv-text';
  if (col.relation) {
    const items = Array.isArray(value) ? value : value ? [value] : [];
    const box = element('span', 'pv-text');
    for (const item of items) box.append(chip('span', displayText({ uidt: 'SingleLineText', relation: col.relation }, item), '#e7ecf0'));
    return box;
  }
  switch (col.uidt) {
    case 'Checkbox': {
      const on = value === true || value === 1 || value === '1';
      const box = element('span', 'pv-check');
      box.setAttribute('role', 'img');
      box.setAttribute('aria-label', on ? t('cell.checked') : t('cell.unchecked'));
      box.append(checkBox(on));
      return box;
    }
    case 'Rating': {
      const n = typeof value === 'number' ? value : Number(value ?? 0);
      const stars = Math.max(0, Math.min(MAX_RATING, Number.isFinite(n) ? Math.round(n) : 0));
      const box = element('span', 'pv-rating');
      box.setAttribute('role', 'img');
      box.setAttribute('aria-label', t('cell.rating', { value: n, max: MAX_RATING }));
      for (let i = 0; i < MAX_RATING; i++) box.append(star(i < stars));
      return box;
    }
    case 'SingleSelect':
    case 'MultiSelect': {
      const options = selectOptions(col.column?.dtxp);
      const values =
        col.uidt === 'SingleSelect' ? (value === null || value === undefined || value === '' ? [] : [String(value)]) : multiValues(value);
      const box = element('span', 'pv-text');
      for (const v of values) {
        const tag = chip('span', v, optionColour(options.indexOf(v)));
        tag.dataset.option = v;
        box.append(tag);
      }
      return box;
    }
    case 'Attachment': {
      const box = element('span', 'pv-text');
      for (const a of attachments(value)) {
        const title = a.title ?? a.url ?? '';
        const file = link(
          isImageAttachment(a) && a.url ? 'pv-thumb' : 'pv-chip pv-file',
          a.url,
          isImageAttachment(a) && a.url ? '' : title,
        );
        if (isImageAttachment(a) && a.url) {
          const img = document.createElement('img');
          img.src = a.url;
          img.alt = title;
          img.loading = 'lazy';
          img.decoding = 'async';
          file.title = title;
          file.append(img);
        }
        if (a.path !== undefined) file.dataset.attachmentPath = a.path;
        box.append(file);
      }
      return box;
    }
    case 'URL': {
      const text = displayText(col, value);
      return /^(https?|ftp|mailto):/i.test(text) ? link('pv-link', text, text) : element('span', textClass, text);
    }
    default:
      return element('span', NUMERIC.has(col.uidt) ? 'pv-num' : textClass, format.text(col, value));
  }
}

const CSS = `
.pv-text { display: block; overflow: hidden; text-overflow: ellipsis; }
.pv-link { display: inline-block; max-width: 100%; overflow: hidden; text-overflow: ellipsis; vertical-align: top; }
.pv-wrap { display: block; max-height: 100%; white-space: pre-wrap; overflow: hidden; word-break: break-word; }
.pv-num { display: block; overflow: hidden; text-overflow: ellipsis; text-align: right; font-variant-numeric: tabular-nums; }
[dir="rtl"] .pv-num { direction: ltr; text-align: left; }
.pv-chip { display: inline-block; padding: 0 6px; margin-inline-end: 4px; border-radius: 10px; color: #1f2328; font-size: 12px; line-height: 18px;
  white-space: nowrap; text-decoration: none; }
.pv-file { background: #ddf4ff; }
.pv-thumb { display: inline-block; margin-inline-end: 4px; vertical-align: middle; line-height: 0; }
.pv-thumb > img { height: 22px; max-width: 44px; object-fit: cover; border-radius: 3px; border: 1px solid var(--borderColor-muted, #d8dee4); }
.pv-check, .pv-rating { display: inline-flex; align-items: center; gap: 1px; vertical-align: middle; line-height: 0; }
.pv-box { width: 16px; height: 16px; fill: none; stroke: var(--fgColor-muted, #8c959f); }
.pv-box-on { fill: var(--bgColor-success-emphasis, #1f883d); stroke: var(--bgColor-success-emphasis, #1f883d); }
.pv-box-on path { stroke: #fff; }
.pv-star { width: 15px; height: 15px; fill: var(--bgColor-neutral-muted, #d0d7de); }
.pv-star-on { fill: #d4a72c; }
.pv-pending { display: inline-block; vertical-align: middle; width: 60%; height: 8px; border-radius: 4px; background: var(--bgColor-neutral-muted, #eaeef2); }
`;

/** Adds the display's stylesheet once (class names cost the browser far less than inline styles per cell). */
export function ensureCellStyles(): void {
  if (typeof document === 'undefined' || document.getElementById('plinth-cell-styles')) return;
  const style = document.createElement('style');
  style.id = 'plinth-cell-styles';
  style.textContent = CSS;
  document.head.appendChild(style);
}
