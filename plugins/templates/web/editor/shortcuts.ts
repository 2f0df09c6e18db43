/**
 * The editor's keyboard shortcuts (001 s.9): on a Mac Command+Control, elsewhere Alt+Shift, with
 * T (tables), C (columns), A (new column row), arrow up / down (previous / next table), arrow
 * left / right (previous / next column), J (copy JSON), S (submit); 1 to 6 add a Number,
 * single-line text, long text, link, lookup or rollup column.
 */
export type ShortcutAction =
  | { kind: 'tables' }
  | { kind: 'columns' }
  | { kind: 'addColumn'; uidt?: string }
  | { kind: 'table'; step: -1 | 1 }
  | { kind: 'column'; step: -1 | 1 }
  | { kind: 'copyJson' }
  | { kind: 'submit' };

export interface KeyLike {
  code: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Column types of the number keys 1 to 6. */
const NUMBER_KEY_UIDT = ['Number', 'SingleLineText', 'LongText', 'LinkToAnotherRecord', 'Lookup', 'Rollup'] as const;

const LETTERS: Record<string, ShortcutAction> = {
  KeyT: { kind: 'tables' },
  KeyC: { kind: 'columns' },
  KeyA: { kind: 'addColumn' },
  KeyJ: { kind: 'copyJson' },
  KeyS: { kind: 'submit' },
  ArrowUp: { kind: 'table', step: -1 },
  ArrowDown: { kind: 'table', step: 1 },
  ArrowLeft: { kind: 'column', step: -1 },
  ArrowRight: { kind: 'column', step: 1 },
};

/** The action of a key press (by physical key, so Alt's accented letters still count), or undefined. */
export function shortcutOf(e: KeyLike, mac: boolean): ShortcutAction | undefined {
  const modifiers = mac ? e.metaKey && e.ctrlKey && !e.altKey : e.altKey && e.shiftKey && !e.metaKey && !e.ctrlKey;
  if (!modifiers) return undefined;
  const digit = /^(?:Digit|Numpad)([1-6])$/.exec(e.code);
  if (digit) return { kind: 'addColumn', uidt: NUMBER_KEY_UIDT[Number(digit[1]) - 1] };
  return LETTERS[e.code];
}

/** The modifier keys as the shortcut help shows them. */
export const modifierLabel = (mac: boolean) => (mac ? '⌘ + Ctrl' : 'Alt + Shift');
