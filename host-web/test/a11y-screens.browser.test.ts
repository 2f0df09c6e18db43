/**
 * WCAG 2.2 AA of the main screens in the built app (Debian's Chromium, real host, issue 24): axe
 * finds no serious or critical violation on sign in / up, My Projects, the project form, the
 * settings dialog, Team & Auth (with ACL, Meta Management, Share base and API tokens), a shared
 * view, a shared form and a shared base's password page, in light and dark mode; dialogs keep the
 * keyboard inside and give the focus back; no contrast failure on My Projects and the settings
 * dialog in each preset palette.
 */
import { builtInPlugins } from '@plinth/host-server';
import {
  bootTestHost,
  builtWebDist,
  expectAccessible,
  expectDialogKeepsFocus,
  openBrowser,
  signedUpProject,
  storeUiSettings,
} from '@plinth/sdk/testing';
import type { ThemePalette } from '@plinth/sdk';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

type Mode = 'light' | 'dark';
const EMAIL = 'ada@example.com';

let h: TestHost;
let tb: TestBrowser;
let session: TestProjectSession;
let sharedViewLink: string;
let sharedFormLink: string;
let context: BrowserContext | undefined;
/** The preset palettes the host serves. */
let palettes: ThemePalette[];

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Atlas', email: EMAIL });
  await session.createTables({ notes: { id: 'ID', title: 'SingleLineText', done: 'Checkbox' } });
  expect((await session.api('/notes', { body: { title: 'Water the plants' } })).status).toBe(201);
  const views = `/api/v1/views/${session.projectId}/notes`;
  for (const view of [
    { title: 'Everything', type: 'grid' },
    { title: 'Suggest a note', type: 'form' },
  ]) {
    expect((await h.request(views, { body: view, headers: { 'xc-auth': session.token } })).status).toBe(201);
  }
  sharedViewLink = await session.shareViewLink('notes', 'Everything');
  sharedFormLink = await session.shareViewLink('notes', 'Suggest a note');
  // Team & Auth lists more than its owner.
  await session.member('viewer@example.com', 'viewer');
  palettes = (await h.request('/api/v1/themes/palettes')).body.list as ThemePalette[];
  tb = await openBrowser();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

/**
 * A fresh page (own storage) in `mode` and the palette `themeName` (default Default), signed in
 * unless told, opened at the app's `path`, once the mode and the palette's colours are painted.
 */
async function openScreen(path: string, mode: Mode, options: { signedIn?: boolean; themeName?: string } = {}): Promise<Page> {
  await context?.close();
  // Reduced motion: a dialog or menu fading in would be measured half transparent.
  context = await tb.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await storeUiSettings(page, { darkTheme: mode === 'dark', ...(options.themeName ? { themeName: options.themeName } : {}) }, EMAIL);
  if (options.signedIn !== false) await session.signIn(page);
  await page.goto(path.startsWith('http') ? path : `${h.url}/?t=${Date.now()}#${path}`);
  await page.waitForSelector(`[data-component="ThemeProvider"][data-color-mode="${mode}"]`);
  const primary = palettes.find((p) => p.name === (options.themeName ?? 'Default'))!.colors.primary;
  // The palettes come from the server after the first paint: checked earlier, Primer's own colours would be.
  await page.waitForFunction(
    (color) =>
      getComputedStyle(document.querySelector('[data-component="ThemeProvider"]')!).getPropertyValue('--plinth-color-primary').trim() ===
      color,
    primary,
  );
  return page;
}

describe.each(['light', 'dark'] as const)('in %s mode', (mode) => {
  it('sign in and sign up', async () => {
    const page = await openScreen('/user/authentication/signin', mode, { signedIn: false });
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, { name: `sign in (${mode})` });
    await page.getByLabel('E-mail', { exact: true }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await expectAccessible(page, { name: `sign in, refused (${mode})` });
    await page.goto(`${h.url}/#/user/authentication/signup`);
    await page.getByRole('button', { name: 'Sign up' }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, { name: `sign up (${mode})` });
  });

  it('My Projects', async () => {
    const page = await openScreen('/projects', mode);
    await page.getByRole('link', { name: 'Atlas' }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, { name: `My Projects (${mode})` });
    await page.getByRole('button', { name: 'New project' }).click();
    await page.getByRole('menu').waitFor();
    await expectAccessible(page, { name: `My Projects, new project menu (${mode})` });
  });

  it('the project form: new embedded, new external with its advanced fields, edit', async () => {
    const page = await openScreen('/project/xcdb', mode);
    await page.getByLabel('Project name', { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Project name required').waitFor();
    await expectAccessible(page, { name: `new embedded project with an error (${mode})` });
    await page.goto(`${h.url}/#/project/name`);
    await page.getByLabel('Host', { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Advanced' }).click();
    await page.getByLabel('SSL usage', { exact: true }).waitFor();
    await expectAccessible(page, { name: `new external project, advanced (${mode})` });
    await page.goto(`${h.url}/#/project/${session.projectId}`);
    await page.getByRole('button', { name: 'Save' }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, { name: `edit project (${mode})` });
  });

  it('the settings dialog, each tab', async () => {
    const page = await openScreen('/projects', mode);
    await page.getByRole('link', { name: 'Atlas' }).waitFor({ timeout: 15_000 });
    await page.locator('body').click({ position: { x: 5, y: 400 } });
    await page.keyboard.press('Control+Shift+C');
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByRole('radio', { name: 'Grapes' }).waitFor();
    const tabs = await dialog.getByRole('tab').allTextContents();
    for (const tab of tabs) {
      await dialog.getByRole('tab', { name: tab }).click();
      await dialog.getByRole('tabpanel').waitFor();
      await expectAccessible(page, { name: `settings dialog, ${tab} (${mode})` });
    }
  });

  it('Team & Auth, ACL and Meta Management', async () => {
    const page = await openScreen(`/nc/${session.projectId}`, mode);
    const team = page.getByTestId('team-tab');
    await team.getByRole('button', { name: 'Add user' }).waitFor({ timeout: 15_000 });
    for (const section of ['Users Management', 'API Tokens Management', 'Roles Management']) {
      await team.getByRole('link', { name: section }).click();
      await team.locator('a[aria-current="page"]', { hasText: section }).waitFor();
      await expectAccessible(page, { name: `Team & Auth, ${section} (${mode})`, include: ['[data-testid="team-tab"]'] });
    }
    await team.getByRole('link', { name: 'Users Management' }).click();
    await team.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a user to this project' });
    await dialog.waitFor();
    await expectAccessible(page, { name: `Team & Auth, add user dialog (${mode})`, include: ['[role="dialog"]'] });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${h.url}/#/nc/${session.projectId}?name=&dbalias=&type=acl`);
    await page.getByTestId('acl-tab').getByRole('checkbox').first().waitFor({ timeout: 15_000 });
    await expectAccessible(page, { name: `ACL (${mode})`, include: ['[data-testid="acl-tab"]'] });
    await page.goto(`${h.url}/#/nc/${session.projectId}?name=&dbalias=&type=metaManagement`);
    await page.getByTestId('meta-tab').getByRole('checkbox').first().waitFor({ timeout: 15_000 });
    await expectAccessible(page, { name: `Meta Management (${mode})`, include: ['[data-testid="meta-tab"]'] });
  });

  it('dialogs keep the keyboard inside, show where the focus is and give it back', async () => {
    const page = await openScreen('/projects', mode);
    await page.getByRole('link', { name: 'Atlas' }).waitFor({ timeout: 15_000 });
    // Settings from the user menu, by keyboard.
    const userMenu = page.getByRole('button', { name: 'User menu' });
    await userMenu.focus();
    await page.keyboard.press('Enter');
    // The open menu moves the focus to its first item a frame later: choose Themes after that, or
    // the menu's own step wins and Enter opens the first item instead.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    await page.getByRole('menuitem', { name: 'Themes' }).focus();
    await page.keyboard.press('Enter');
    await expectDialogKeepsFocus(page, page.getByRole('dialog', { name: 'Settings' }), userMenu);
    // A project's delete confirmation from its actions menu.
    const actions = page.getByRole('button', { name: 'Actions of Atlas' });
    await actions.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expectDialogKeepsFocus(page, page.getByRole('alertdialog'), actions);
    // Team & Auth's add-user dialog.
    await page.goto(`${h.url}/#/nc/${session.projectId}`);
    const add = page.getByTestId('team-tab').getByRole('button', { name: 'Add user' });
    await add.click({ timeout: 15_000 });
    await expectDialogKeepsFocus(page, page.getByRole('dialog', { name: 'Add a user to this project' }), add);
  });

  it("Share base, a new API token shown once, and a shared base's password page", async () => {
    const page = await openScreen(`/nc/${session.projectId}`, mode);
    await page.getByRole('button', { name: 'Share base' }).click({ timeout: 15_000 });
    const share = page.getByRole('dialog', { name: 'Share the whole project' });
    await share.getByRole('button', { name: /Create link|New link with this role/ }).click();
    await share.getByLabel('Password (optional)').fill('open sesame');
    await share.getByRole('button', { name: 'Set password' }).click();
    await share.getByText('Visitors must enter a password.').waitFor();
    await expectAccessible(page, { name: `Share base dialog (${mode})`, include: ['[role="dialog"]'] });
    const link = await share.getByRole('textbox', { name: 'Shared base link' }).inputValue();
    await page.keyboard.press('Escape');
    await share.waitFor({ state: 'detached' });

    const team = page.getByTestId('team-tab');
    await team.getByRole('link', { name: 'API Tokens Management' }).click();
    await team.getByRole('button', { name: 'New token' }).click();
    const created = page.getByRole('dialog', { name: 'New API token' });
    await created.getByRole('textbox', { name: /^Description/ }).fill(`export (${mode})`);
    await created.getByRole('button', { name: 'Create token' }).click();
    await created.getByRole('textbox', { name: 'API token' }).waitFor();
    await expectAccessible(page, { name: `new API token (${mode})`, include: ['[role="dialog"]'] });
    await created.getByRole('button', { name: 'Done' }).click();
    await team.getByRole('row', { name: new RegExp(`export \\(${mode}\\)`) }).waitFor();
    await expectAccessible(page, { name: `API tokens listed (${mode})`, include: ['[data-testid="team-tab"]'] });

    const visitor = await openScreen(link, mode, { signedIn: false });
    await visitor.getByRole('heading', { name: 'This shared base is protected by a password' }).waitFor({ timeout: 15_000 });
    await visitor.getByRole('textbox', { name: /^Password/ }).fill('wrong');
    await visitor.getByRole('button', { name: 'Open the base' }).click();
    await visitor.getByText('Wrong password').waitFor();
    await expectAccessible(visitor, { name: `shared base password page (${mode})` });
  });

  it('a shared view and a shared form, signed out', async () => {
    const page = await openScreen(sharedViewLink, mode, { signedIn: false });
    await page.getByText('Water the plants').first().waitFor({ timeout: 15_000 });
    await expectAccessible(page, { name: `shared view (${mode})` });
    await page.goto(sharedFormLink);
    await page.getByTestId('shared-form').getByRole('button', { name: 'Submit' }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, { name: `shared form (${mode})` });
  });
});

/** The four preset palettes of 001 section 3. */
const PRESETS = ['Default', 'Grapes', 'Orange', 'Strawberry'];

it('the host serves exactly the preset palettes checked below', () => {
  expect(palettes.map((p) => p.name).sort()).toEqual(PRESETS);
});

describe.each(['light', 'dark'] as const)('each preset palette in %s mode', (mode) => {
  it.each(PRESETS)('%s keeps the contrast of My Projects, its new project menu and the settings dialog', async (themeName) => {
    const page = await openScreen('/projects', mode, { themeName });
    await page.getByRole('link', { name: 'Atlas' }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, { name: `My Projects, ${themeName} (${mode})`, rules: ['color-contrast'] });
    await page.getByRole('button', { name: 'New project' }).click();
    await page.getByRole('menu').waitFor();
    await expectAccessible(page, { name: `new project menu, ${themeName} (${mode})`, rules: ['color-contrast'] });
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.keyboard.press('Control+Shift+C');
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('radio', { name: themeName }).waitFor();
    await expectAccessible(page, { name: `settings dialog, ${themeName} (${mode})`, rules: ['color-contrast'] });
  });
});
