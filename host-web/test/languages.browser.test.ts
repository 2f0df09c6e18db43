import { builtInPlugins } from '@plinth/host-server';
import { DEFAULT_ENV, intlLocale, languageName, LOCALES } from '@plinth/sdk';
import {
  bootTestHost,
  builtWebDist,
  openBrowser,
  signedUpProject,
  staysTheSame,
  storeSession,
  TEST_PASSWORD,
  type TestBrowser,
  type TestHost,
  type TestProjectSession,
} from '@plinth/sdk/testing';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The languages issue 24 names: two scripts of East Asia, Cyrillic, right-to-left Hebrew, Thai. */
const LANGUAGES = ['de', 'ja', 'ru', 'iw', 'th'] as const;
const ADMIN = 'lingua@example.com';
const POLYGLOT = 'polyglot@example.com';
const PROJECT = 'Lingua';
/**
 * What the screens show of the user's own data, the same in every language: the project, its
 * environment, the table, its column and rows, and the table's first view, which the server
 * names 'Grid' when the table is first listed (a view title is data the user may rename).
 */
const USER_DATA = new Set([ADMIN, PROJECT, DEFAULT_ENV, 'fruits', 'Fruits', 'name', 'Name', 'apple', 'banana', 'cherry', 'Grid']);
/** A message key shown instead of its text ('grid.rowCount'). */
const RAW_KEY = /^[a-z]+(\.[a-zA-Z0-9_]+)+$/;

let h: TestHost;
let tb: TestBrowser;
let session: TestProjectSession;

type ScreenName = 'sign-in' | 'my projects' | 'grid';
type ScreenTexts = Record<ScreenName, string[]>;

/**
 * Every text a screen shows: its visible text nodes and input placeholders, whitespace collapsed.
 * Visually hidden texts (screen-reader hints clipped to a pixel) are not shown, so not counted.
 */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const add = (text: string | null | undefined) => {
      const clean = (text ?? '').replace(/\s+/g, ' ').trim();
      if (clean) texts.add(clean);
    };
    const shown = (element: Element | null) => {
      if (!element?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      if (shown(walker.currentNode.parentElement)) add(walker.currentNode.textContent);
    }
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
      if (shown(input)) add(input.placeholder);
    }
    return [...texts];
  });
}

/** A fresh browser profile (nothing stored), its page's uncaught errors failing the test. */
async function freshPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await tb.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

const signInPage = async (page: Page) => {
  await page.goto(`${h.url}/#/user/authentication/signin`);
  await page.locator('input[type="password"]').waitFor();
};

/** Chooses a language in the top bar's menu, found by its own name; the button's label is in the current language. */
async function chooseLanguage(page: Page, code: string, menuLabel: string) {
  await page.getByRole('button', { name: menuLabel, exact: true }).first().click();
  await page.getByRole('menuitemradio', { name: languageName(code), exact: true }).click();
  await page.waitForFunction((tag) => document.documentElement.lang === tag, intlLocale(code));
  await page.keyboard.press('Escape');
}

/** The three screens in one language: signed out, the sign-in page; signed in, My Projects and a table's grid. */
async function screensIn(code: string): Promise<ScreenTexts> {
  const { context, page, errors } = await freshPage();
  try {
    await signInPage(page);
    if (code !== 'en') await chooseLanguage(page, code, 'Language');
    const signIn = await visibleTexts(page);

    // Signed in, the language chosen in this browser stays: this account never chose one.
    await storeSession(page, session.token);
    // A new query string: a full load, which reads the stored session.
    await page.goto(`${h.url}/?signed-in#/projects`);
    await page.getByText(PROJECT, { exact: true }).first().waitFor();
    const projects = await visibleTexts(page);

    await page.goto(`${h.url}/#/nc/${session.projectId}?name=fruits&dbalias=db&type=table`);
    await page.getByTestId('cell-0-id').waitFor({ timeout: 15_000 });
    const grid = await visibleTexts(page);

    expect(await page.evaluate(() => document.documentElement.lang)).toBe(intlLocale(code));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(code === 'iw' ? 'rtl' : 'ltr');
    expect(errors).toEqual([]);
    return { 'sign-in': signIn, 'my projects': projects, grid };
  } finally {
    await context.close();
  }
}

/** Texts of a translated screen that are the English screen's too, user data, names and shared words aside. */
function leftInEnglish(english: string[], translated: string[], code: string): string[] {
  const englishTexts = new Set(english);
  return translated.filter((text) => englishTexts.has(text) && !USER_DATA.has(text) && !staysTheSame(text, code));
}

let english: ScreenTexts;

beforeAll(async () => {
  const webDist = builtWebDist();
  h = await bootTestHost({ plugins: builtInPlugins, webDist });
  session = await signedUpProject(h, { title: PROJECT, email: ADMIN });
  await session.createTables({ fruits: { id: 'ID', name: 'SingleLineText' } });
  for (const name of ['apple', 'banana', 'cherry']) expect((await session.api('/fruits', { body: { name } })).status).toBe(201);
  await session.member(POLYGLOT);
  tb = await openBrowser();
  english = await screensIn('en');
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('the app in each language', () => {
  it('shows English with no raw keys (the reference the other languages are compared with)', () => {
    for (const texts of Object.values(english)) {
      expect(texts.length).toBeGreaterThan(3);
      expect(texts.filter((text) => RAW_KEY.test(text))).toEqual([]);
    }
    expect(english['sign-in']).toContain('Sign in');
    expect(english['my projects']).toContain('My Projects');
  });

  it.each(LANGUAGES)('%s: sign-in, My Projects and the grid are translated, no raw keys, no English left', async (code) => {
    const translated = await screensIn(code);
    for (const [screen, texts] of Object.entries(translated) as [ScreenName, string[]][]) {
      expect(texts.length, screen).toBeGreaterThan(3);
      expect(
        texts.filter((text) => RAW_KEY.test(text)),
        `${code} ${screen}: raw keys`,
      ).toEqual([]);
      expect(leftInEnglish(english[screen], texts, code), `${code} ${screen}: left in English`).toEqual([]);
    }
  });
});

describe('the settings dialog', () => {
  it('lists the 24 by their own names, each with its lang, and applies a choice at once', async () => {
    const { context, page, errors } = await freshPage();
    try {
      await storeSession(page, session.token, { beforeLoad: true });
      await page.goto(`${h.url}/?settings#/projects`);
      await page.getByText(PROJECT, { exact: true }).first().waitFor();
      await page.keyboard.press('Control+Shift+C');
      const select = page.getByRole('dialog').getByRole('combobox', { name: 'Language', exact: true });
      const options = await select
        .locator('option')
        .evaluateAll((all) => all.map((o) => [o.getAttribute('value'), o.textContent, o.getAttribute('lang')]));
      expect(options.map(([code, , lang]) => [code, lang])).toEqual(LOCALES.map((code) => [code, intlLocale(code)]));
      // The names are the browser's (its Intl data may word a region differently from Node's).
      const names = options.map(([, name]) => name);
      expect(new Set(names).size).toBe(LOCALES.length);
      expect(names.filter((name, i) => name === LOCALES[i])).toEqual([]);
      expect(names).toEqual(expect.arrayContaining(['English', 'Deutsch', '日本語', 'Русский', 'עברית', 'ไทย']));
      await select.selectOption('ja');
      await page.waitForFunction(() => document.documentElement.lang === 'ja');
      // The dialog itself is in Japanese now, without a reload.
      await page.getByRole('dialog').getByRole('combobox', { name: '言語', exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      // Chosen while signed in, Japanese was saved to the account the other tests show in their languages.
      await h.request('/user/me', { method: 'PATCH', body: { language: null }, headers: { 'xc-auth': session.token } });
    }
  });
});

describe("the user's language", () => {
  it('chosen while signed in, is the language of their next sign-in from another browser', async () => {
    const first = await freshPage();
    try {
      await signInPage(first.page);
      await signInAs(first.page, POLYGLOT);
      const saved = first.page.waitForResponse((r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === '/user/me');
      await chooseLanguage(first.page, 'de', 'Language');
      expect((await saved).status()).toBe(200);
    } finally {
      await first.context.close();
    }

    const second = await freshPage();
    try {
      // Signed out in a browser that never chose: English until the user signs in.
      await signInPage(second.page);
      expect(await second.page.evaluate(() => document.documentElement.lang)).toBe('en');
      await signInAs(second.page, POLYGLOT);
      await second.page.waitForFunction(() => document.documentElement.lang === 'de');
      // The list's texts follow the language a render later than <html lang>.
      await expect.poll(() => visibleTexts(second.page)).toContain('Meine Projekte');
      expect(second.errors).toEqual([]);
    } finally {
      await second.context.close();
    }
  });
});

/** Signs in through the sign-in form (English labels: a fresh browser) and waits for My Projects. */
async function signInAs(page: Page, email: string) {
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(TEST_PASSWORD);
  await page.locator('input[type="password"]').press('Enter');
  await page.waitForFunction(() => window.location.hash.startsWith('#/projects'));
}
