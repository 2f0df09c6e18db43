/**
 * Accessibility checks of browser tests: axe-core (through @axe-core/playwright) against the
 * WCAG 2.2 AA rules, and the UI settings a page loads with (light or dark mode, palette).
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { defaultUiSettings, UI_SETTINGS_STORAGE_KEY } from '../constants.js';
import type { UiSettings } from '../entities.js';

/** The axe rule tags of WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** Impacts that fail a check; minor and moderate ones are reported by axe but tolerated. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface AccessibilityCheck {
  /** What is checked (a screen, a dialog, a mode), named in the failure message. */
  name: string;
  /** CSS selectors of the parts to check; default the whole page. */
  include?: string[];
  /** CSS selectors of parts left out (another screen's widget, a third-party frame). */
  exclude?: string[];
  /** Only these axe rules (e.g. `['color-contrast']`); default every WCAG 2.2 AA rule. */
  rules?: string[];
}

/** One violation of a check, as the failure message lists it. */
interface AccessibilityViolation {
  id: string;
  impact: string;
  help: string;
  /** Each offending element: its selector and what axe says is wrong there (e.g. the colours measured). */
  nodes: { target: string; summary: string }[];
}

/**
 * Waits for the page's finite CSS animations and transitions (a dialog fading in, a button's hover
 * colour): measured half way, colours would be neither the old nor the new ones. Endless ones (a
 * spinner) are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    // A cancelled animation rejects `finished`; it has stopped all the same.
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** The serious and critical WCAG 2.2 AA violations axe finds on the page (or its included parts). */
async function accessibilityViolations(page: Page, check: Omit<AccessibilityCheck, 'name'> = {}): Promise<AccessibilityViolation[]> {
  const { AxeBuilder } = await import('@axe-core/playwright');
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags([...WCAG_AA_TAGS]);
  for (const selector of check.include ?? []) builder = builder.include(selector);
  for (const selector of check.exclude ?? []) builder = builder.exclude(selector);
  if (check.rules) builder = builder.withRules(check.rules);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.map(String).join(' '),
        summary: (n.failureSummary ?? '').replace(/^Fix (any|all) of the following:\s*/, '').replace(/\s+/g, ' '),
      })),
    }));
}

/** Fails the test unless axe finds no serious or critical WCAG 2.2 AA violation; the failure lists each. */
export async function expectAccessible(page: Page, check: AccessibilityCheck): Promise<void> {
  const violations = await accessibilityViolations(page, check);
  const lines = violations.flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id} (${v.help}) at ${n.target}: ${n.summary}`));
  expect(lines, `${check.name}: serious/critical WCAG 2.2 AA violations\n  ${lines.join('\n  ')}`).toEqual([]);
}

/**
 * The themes plugin keeps each user's theme fields (dark mode, palette) under this prefix plus
 * their e-mail, or 'anonymous' while signed out, and applies them over the UI settings on load.
 */
const THEME_PREFS_STORAGE_PREFIX = 'plinth.plugin.themes.prefs:';

/**
 * Before every load of the page, stores UI settings over the stored ones (default the first
 * visit's): `{ darkTheme: true }` opens the app in dark mode, `{ themeName: 'Grapes' }` with a
 * palette. `user` is the e-mail the page is signed in as (its theme is kept per user); the signed
 * out visitor gets the same settings.
 */
export async function storeUiSettings(page: Page, patch: Partial<UiSettings>, user?: string): Promise<void> {
  await page.addInitScript(
    ([keys, defaults, change]) => {
      let stored: unknown = null;
      try {
        stored = JSON.parse(localStorage.getItem(keys.settings) ?? 'null');
      } catch {
        // an unreadable entry is replaced
      }
      const settings = { ...(stored && typeof stored === 'object' ? stored : defaults), ...change } as typeof defaults;
      localStorage.setItem(keys.settings, JSON.stringify(settings));
      const themePrefs = { darkTheme: settings.darkTheme, themeName: settings.themeName, customTheme: settings.customTheme };
      for (const key of keys.themePrefs) localStorage.setItem(key, JSON.stringify(themePrefs));
    },
    [
      {
        settings: UI_SETTINGS_STORAGE_KEY,
        themePrefs: [...new Set(['anonymous', user ?? 'anonymous'])].map((u) => THEME_PREFS_STORAGE_PREFIX + u),
      },
      defaultUiSettings(),
      patch,
    ] as const,
  );
}

/** Light or dark mode for the next loads of the page (the UI setting `darkTheme`), as `storeUiSettings`. */
export function storeColorMode(page: Page, mode: 'light' | 'dark', user?: string): Promise<void> {
  return storeUiSettings(page, { darkTheme: mode === 'dark' }, user);
}

/** What the focused element shows: whether it is inside `container` and has a visible focus indicator. */
function focusState(container: Locator): Promise<{ inside: boolean; indicated: boolean; label: string }> {
  return container.evaluate((root) => {
    const focused = document.activeElement;
    const label = focused
      ? `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`
      : 'nothing';
    const transparent = (color: string) => /rgba\(.*,\s*0\)$/.test(color) || color === 'transparent';
    // The ring may be drawn by the element or by the wrapper that styles it (Primer's text inputs).
    const ringOf = (el: Element | null, depth: number): boolean => {
      if (!el || depth > 2) return false;
      const s = getComputedStyle(el);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && !transparent(s.outlineColor);
      return outline || s.boxShadow !== 'none' || ringOf(el.parentElement, depth + 1);
    };
    return { inside: !!focused && root.contains(focused), indicated: ringOf(focused, 0), label };
  });
}

/**
 * Fails unless Tab and Shift+Tab (`presses` each) keep the focus inside the open `dialog`, each
 * stop with a visible focus indicator, and Escape closes it giving the focus back to `opener`
 * (WCAG 2.1.2, 2.4.3, 2.4.7).
 */
export async function expectDialogKeepsFocus(page: Page, dialog: Locator, opener: Locator, presses = 12): Promise<void> {
  await dialog.waitFor();
  const stops: string[] = [];
  for (const key of [...Array<string>(presses).fill('Tab'), ...Array<string>(presses).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    const state = await focusState(dialog);
    if (!state.inside || !state.indicated)
      stops.push(`${key} -> ${state.label}${state.inside ? '' : ' (outside the dialog)'}${state.indicated ? '' : ' (no focus ring)'}`);
  }
  expect(stops, 'focus left the dialog or showed no ring').toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect
    .poll(() => opener.evaluate((el) => el === document.activeElement), { message: 'the focus goes back to the opener' })
    .toBe(true);
}
