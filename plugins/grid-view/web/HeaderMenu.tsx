/**
 * The column header's menu: edit, delete, hide, sort. Opened by the header's button or by Alt+Down
 * on a cell of the column: its first item takes the focus, arrows / Home / End move, Escape or Tab
 * closes it, and the focus goes back to the grid (which the dialogs an item opens then return to).
 */
import { useT, useTextDirection } from '@plinth/sdk/web';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { PLUGIN_ID } from './cells.js';
import type { ViewColumn } from '@plinth/sdk';

export interface HeaderMenuProps {
  col: ViewColumn;
  anchor: HTMLElement;
  canEditSchema: boolean;
  onEdit(): void;
  onDelete(): void;
  onHide(): void;
  onSort(dir: 'asc' | 'desc'): void;
  onClose(): void;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Focus on the menu's first item while it is open, back to the anchor's grid when it closes: in
 * a layout effect, so before a dialog opened by an item notes where to return the focus.
 */
function useMenuFocus(menu: { current: HTMLUListElement | null }, anchor: HTMLElement) {
  useLayoutEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => anchor.closest<HTMLElement>('[role="grid"]')?.focus({ preventScroll: true });
  }, [menu, anchor]);
}

export function HeaderMenu({ col, anchor, canEditSchema, onEdit, onDelete, onHide, onSort, onClose }: HeaderMenuProps) {
  const t = useT(PLUGIN_ID);
  const menu = useRef<HTMLUListElement>(null);
  useMenuFocus(menu, anchor);
  const rect = anchor.getBoundingClientRect();
  // Its end under the button's end (the header cell's end): from the viewport's right edge right to left.
  const buttonEnd = useTextDirection() === 'rtl' ? window.innerWidth - rect.left : rect.right;
  const sortable = Boolean(col.column && !col.relation && !col.virtual);
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key === 'Escape' || e.key === 'Tab') {
      e.preventDefault();
      return onClose();
    }
    const move = MOVES[e.key];
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    if (!move || !items.length) return;
    e.preventDefault();
    items[move(items.indexOf(document.activeElement as HTMLElement), items.length)]?.focus();
  };
  const item = (label: string, run: () => void, danger = false) => (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        style={{
          display: 'block',
          width: '100%',
          textAlign: 'start',
          padding: '6px 10px',
          border: 'none',
          background: 'none',
          cursor: 'pointer',
          color: danger ? 'var(--fgColor-danger, #d1242f)' : 'inherit',
        }}
        onClick={() => {
          onClose();
          run();
        }}
      >
        {label}
      </button>
    </li>
  );
  return (
    <>
      <div style={{ position: 'fixed', inset: 0, zIndex: 30 }} onClick={onClose} aria-hidden />
      <ul
        ref={menu}
        role="menu"
        aria-label={t('column.menu', { column: col.title })}
        onKeyDown={onKeyDown}
        style={{
          position: 'fixed',
          top: rect.bottom + 2,
          insetInlineStart: Math.max(4, buttonEnd - 200),
          width: 200,
          zIndex: 31,
          listStyle: 'none',
          margin: 0,
          padding: 4,
          background: 'var(--bgColor-default, #fff)',
          color: 'var(--fgColor-default, #1f2328)',
          border: '1px solid var(--borderColor-default, #d0d7de)',
          borderRadius: 6,
          boxShadow: '0 8px 24px rgba(140,149,159,0.3)',
        }}
      >
        {canEditSchema && !col.pk && !col.relation && item(t('column.edit'), onEdit)}
        {sortable && item(t('sorts.asc'), () => onSort('asc'))}
        {sortable && item(t('sorts.desc'), () => onSort('desc'))}
        {item(t('column.hide'), onHide)}
        {canEditSchema && !col.pk && item(t('column.delete'), onDelete, true)}
      </ul>
    </>
  );
}
