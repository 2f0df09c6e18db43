import { useState, type RefObject } from 'react';

/**
 * The element a dialog opening now gives the focus back to when it closes: the focused one, or,
 * when that is an item of a menu (the menu closes as the dialog opens, and its item is gone by
 * the time the dialog closes), the button that opened the menu.
 */
function focusReturnTarget(): HTMLElement | null {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return null;
  if (!focused.closest('[role="menu"], [role="listbox"]')) return focused;
  const openers = document.querySelectorAll<HTMLElement>('[aria-haspopup]:not([aria-haspopup="false"])[aria-expanded="true"]');
  return openers[openers.length - 1] ?? null;
}

/**
 * A `returnFocusRef` for Primer's Dialog, taken when the dialog first renders (WCAG 2.4.3: closing
 * a dialog puts the focus back where the user was, not on the page's start).
 */
export function useReturnFocusRef(): RefObject<HTMLElement | null> {
  const [ref] = useState(() => ({ current: focusReturnTarget() }));
  return ref;
}
