/**
 * Accessibility checks of browser tests: axe-core (through @axe-core/playwright) against the
 * WCAG 2.2 AA rules, and the UI settings a page loads with (light or dark mode, palette).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { defaultUiSettings } from '../constants.js';
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
  /** Selectors of the offending elements. */
  targets: string[];
}

/** The serious and critical WCAG 2.2 AA violations axe finds on the page (or its included parts). */
async function accessibilityViolations(page: Page, check: Omit<AccessibilityCheck, 'name'> = {}): Promise<AccessibilityViolation[]> {
  const { AxeBuilder } = await import('@axe-core/playwright');
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
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
    }));
}

/** Fails the test unless axe finds no serious or critical WCAG 2.2 AA violation; the message lists each. */
export async function expectAccessible(page: Page, check: AccessibilityCheck): Promise<void> {
  const violations = await accessibilityViolations(page, check);
  const report = violations.map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`).join('\n  ');
  expect(violations, `${check.name}: ${violations.length} serious/critical violation(s)\n  ${report}`).toEqual([]);
}

/** localStorage key of the web app's UI settings (host-web's `UI_SETTINGS_KEY`). */
const UI_SETTINGS_STORAGE_KEY = 'plinth.ui';

/**
 * Before every load of the page, stores UI settings over the stored ones (default the first
 * visit's): `{ darkTheme: true }` opens the app in dark mode, `{ themeName: 'Grapes' }` with a palette.
 */
export async function storeUiSettings(page: Page, patch: Partial<UiSettings>): Promise<void> {
  await page.addInitScript(
    ([key, defaults, change]) => {
      let stored: unknown = null;
      try {
        stored = JSON.parse(localStorage.getItem(key) ?? 'null');
      } catch {
        // an unreadable entry is replaced
      }
      const base = stored && typeof stored === 'object' ? stored : defaults;
      localStorage.setItem(key, JSON.stringify({ ...base, ...change }));
    },
    [UI_SETTINGS_STORAGE_KEY, defaultUiSettings(), patch] as const,
  );
}

/** Light or dark mode for the next loads of the page (the UI setting `darkTheme`). */
export function storeColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  return storeUiSettings(page, { darkTheme: mode === 'dark' });
}
