import type { ShortcutContribution, WebContext } from '@plinth/sdk/web';
import { eventKeys, isPlainKeys, isTypingTarget, normalizeKeys } from './keys.js';

/**
 * A keydown handler running the first shortcut (in the given order) that matches the event.
 * Shortcuts are read on every key press, so plugins enabled or disabled since take effect at once.
 * Shortcuts stay quiet while the user types in a field; plain-key ones also inside a dialog.
 */
export function createShortcutHandler(shortcuts: () => readonly ShortcutContribution[], ctx: WebContext): (event: KeyboardEvent) => void {
  return (event) => {
    if (event.defaultPrevented || event.isComposing || event.repeat) return;
    const pressed = eventKeys(event);
    const match = shortcuts().find((shortcut) => normalizeKeys(shortcut.keys) === pressed);
    if (!match) return;
    // Keys pressed while typing in a field belong to the field (ctrl+shift+c copies there too).
    if (isTypingTarget(event.target)) return;
    if (isPlainKeys(pressed) && event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
    event.preventDefault();
    match.run(ctx);
  };
}
