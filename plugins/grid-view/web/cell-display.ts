import { type ViewColumn, attachments, displayText, MAX_RATING, multiValues, optionColour, selectOptions } from '@plinth/sdk';
/**
 * How each uidt shows in a cell, drawn as DOM nodes: the grid's row painter (row-painter.ts)
 * puts them straight into its cells, and `CellView` (the expanded row) into a span. Values go in
 * as text nodes, never as HTML: rich text and comments cannot become markup.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;

const NUMERIC = new Set(['Number', 'Decimal', 'Currency', 'Percent', 'Duration', 'Rollup', 'Count', 'AutoNumber', 'ID']);
const OWN_DISPLAY = new Set(['Checkbox', 'Rating', 'SingleSelect', 'MultiSelect', 'Attachment', 'URL']);

/**
 * The class of a grid cell whose display is its text alone (numbers, text, dates, ...), for the
 * grid to put that text straight into the cell element; null for displays of their own (chips,
 * stars, links), which `drawCell` builds.
 */
export function plainCellClass(col: ViewColumn): 'pgv-c-num' | 'pgv-c-text' | null {
  if (col.relation || OWN_DISPLAY.has(col.uidt)) return null;
  return NUMERIC.has(col.uidt) ? 'pgv-c-num' : 'pgv-c-text';
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

function chip(tag: 'span' | 'a', text: string, background: string): HTMLElement {
  const el = element(tag, 'pgv-chip', text);
  el.style.background = background;
  return el;
}

// A link in a cell opens in a new tab and is not also a click on the cell or row around it.
const stopPropagation = (e: Event) => e.stopPropagation();
function link(className: string, href: string | undefined, text: string): HTMLAnchorElement {
  const a = element('a', className, text);
  if (href !== undefined) a.setAttribute('href', href);
  a.target = '_blank';
  a.rel = 'noopener noreferrer';
  a.addEventListener('click', stopPropagation);
  return a;
}

/** A cell loading its row: a grey bar. */
export function pendingCell(): HTMLElement {
  const bar = element('span', 'pgv-pending');
  bar.setAttribute('aria-hidden', 'true');
  return bar;
}

/** The display of one value of `col` as a new node (a text node for plain text cells of the grid). */
export function drawCell(col: ViewColumn, value: unknown, wrap: boolean, t: Translate): Node {
  const textClass = wrap ? 'pgv-wrap' : 'pgv-text';
  if (col.relation) {
    const items = Array.isArray(value) ? value : value ? [value] : [];
    const box = element('span', 'pgv-text');
    for (const item of items) box.append(chip('span', displayText({ uidt: 'SingleLineText', relation: col.relation }, item), '#e7ecf0'));
    return box;
  }
  switch (col.uidt) {
    case 'Checkbox': {
      const on = value === true || value === 1 || value === '1';
      const box = element('span', 'pgv-check', on ? '☑' : '☐');
      box.setAttribute('role', 'img');
      box.setAttribute('aria-label', on ? t('cell.checked') : t('cell.unchecked'));
      return box;
    }
    case 'Rating': {
      const n = typeof value === 'number' ? value : Number(value ?? 0);
      const stars = Math.max(0, Math.min(MAX_RATING, n));
      const box = element('span', 'pgv-rating', '★'.repeat(stars));
      box.setAttribute('aria-label', t('cell.rating', { value: n, max: MAX_RATING }));
      box.append(element('span', 'pgv-rating-off', '☆'.repeat(Math.max(0, MAX_RATING - stars))));
      return box;
    }
    case 'SingleSelect':
    case 'MultiSelect': {
      const options = selectOptions(col.column?.dtxp);
      const values =
        col.uidt === 'SingleSelect' ? (value === null || value === undefined || value === '' ? [] : [String(value)]) : multiValues(value);
      const box = element('span', 'pgv-text');
      for (const v of values) {
        const tag = chip('span', v, optionColour(options.indexOf(v)));
        tag.dataset.option = v;
        box.append(tag);
      }
      return box;
    }
    case 'Attachment': {
      const box = element('span', 'pgv-text');
      for (const a of attachments(value)) {
        const file = link('pgv-chip', a.url, a.title ?? a.url ?? '');
        file.style.background = '#ddf4ff';
        if (a.path !== undefined) file.dataset.attachmentPath = a.path;
        box.append(file);
      }
      return box;
    }
    case 'URL': {
      const text = displayText(col, value);
      return /^(https?|ftp|mailto):/i.test(text) ? link('pgv-link', text, text) : element('span', textClass, text);
    }
    default:
      return element('span', NUMERIC.has(col.uidt) ? 'pgv-num' : textClass, displayText(col, value));
  }
}
