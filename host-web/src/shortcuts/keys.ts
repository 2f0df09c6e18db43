const MODIFIERS = ['ctrl', 'alt', 'shift', 'meta'] as const;
type Modifier = (typeof MODIFIERS)[number];
const ALIASES: Record<string, string> = { control: 'ctrl', cmd: 'meta', command: 'meta', option: 'alt', esc: 'escape' };
const isModifier = (part: string): part is Modifier => (MODIFIERS as readonly string[]).includes(part);

/**
 * Canonical form of a shortcut ('Shift+Ctrl+B' -> 'ctrl+shift+b'): modifiers in a fixed order,
 * then one key. Returns null for a combination without exactly one non-modifier key.
 */
export function normalizeKeys(keys: string): string | null {
  const parts = keys
    .toLowerCase()
    .split('+')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ALIASES[part] ?? part);
  const main = parts.filter((part) => !isModifier(part));
  if (main.length !== 1) return null;
  return [...MODIFIERS.filter((m) => parts.includes(m)), main[0]].join('+');
}

/** The key of an event, lower-case; letters and digits by physical key when Alt or Shift changed the character. */
function keyName(event: KeyboardEvent): string {
  if (/^[a-z0-9]$/i.test(event.key)) return event.key.toLowerCase();
  const physical = /^(?:Key([A-Z])|Digit(\d))$/.exec(event.code);
  if (physical) return (physical[1] ?? physical[2] ?? '').toLowerCase();
  return event.key.toLowerCase();
}

/** The event in the canonical form of normalizeKeys. */
export function eventKeys(event: KeyboardEvent): string {
  const held: Record<Modifier, boolean> = { ctrl: event.ctrlKey, alt: event.altKey, shift: event.shiftKey, meta: event.metaKey };
  return [...MODIFIERS.filter((m) => held[m]), keyName(event)].join('+');
}

/** A shortcut typing could produce: no Ctrl, Alt or Meta (Shift only changes the letter's case). */
export function isPlainKeys(keys: string): boolean {
  const parts = keys.split('+');
  return !parts.includes('ctrl') && !parts.includes('alt') && !parts.includes('meta');
}

const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Whether keys pressed on this target are text being typed. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type);
}
