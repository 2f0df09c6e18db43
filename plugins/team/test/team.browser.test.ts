/**
 * The Team & Auth tab in the built app (Debian's Chromium, real host): the admin's default tab;
 * Share opens its add-user dialog; an invited editor signs up from the link and works in the
 * project with that role (no Team & Auth for them); an API token is created, shown once, used
 * from outside the app and revoked; the role abilities are listed.
 */
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, openBrowser, signedUpProject, TEST_PASSWORD } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: TestHost;
let tb: TestBrowser;
let page: Page;
let session: TestProjectSession;

const team = (p: Page) => p.getByTestId('team-tab');
const openDashboard = async (p: Page, search = '') => {
  await p.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}${search}`);
};

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Crew' });
  await session.createTables({ notes: { id: 'ID', body: 'SingleLineText' } });
  expect((await session.api('/notes', { body: { body: 'hello' } })).status).toBe(201);
  tb = await openBrowser({ width: 1400, height: 900 });
  page = tb.page;
  await session.signIn(page);
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('Team & Auth tab', () => {
  it('invites an editor from Share, who signs up and works with that role', async () => {
    await openDashboard(page);
    // The admin's default tab.
    await team(page).getByRole('button', { name: 'Add user' }).waitFor({ timeout: 15_000 });
    await page.getByRole('banner').getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a user to this project' });
    // Under load the dashboard may still be settling the Share route (the tab re-rendered, the
    // dialog mounted again): the empty form is sent until its message shows.
    await expect
      .poll(
        async () => {
          await dialog.getByRole('button', { name: 'Add user' }).click();
          return dialog.getByText('E-mail is required').isVisible();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    await dialog.getByRole('textbox', { name: /^E-mail/ }).fill('ed@example.com');
    await dialog.getByLabel('Role in this project').selectOption({ label: 'Editor' });
    await dialog.getByRole('button', { name: 'Add user' }).click();
    const link = await dialog.getByRole('textbox', { name: 'Invitation link (also sent by e-mail)' }).inputValue();
    expect(link).toMatch(/#\/user\/authentication\/signup\/.+/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const row = team(page).getByRole('row', { name: /ed@example\.com/ });
    await row.getByText('Invitation pending').waitFor();
    expect(await row.getByRole('combobox', { name: 'Role of ed@example.com' }).inputValue()).toBe('editor');
    expect(page.url()).not.toContain('invite=1');

    // The invited editor signs up from the link and opens the project.
    const context = await tb.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const editor = await context.newPage();
    await editor.goto(link.replace(/^https?:\/\/[^/]+/, h.url));
    await editor.getByRole('textbox', { name: /^Password/ }).fill(TEST_PASSWORD);
    await editor.getByRole('button', { name: 'Sign up' }).click();
    await editor.waitForURL(/#\/(projects|nc)/);
    await editor.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=notes&dbalias=db&type=table`);
    await editor.getByTestId('cell-0-body').waitFor({ timeout: 15_000 });
    await editor.getByRole('button', { name: 'Add row' }).waitFor();
    expect(await editor.getByTestId('team-tab').count()).toBe(0);
    expect(await editor.getByRole('banner').getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
    await context.close();
    await openDashboard(page);
    await expect
      .poll(() =>
        team(page)
          .getByRole('row', { name: /ed@example\.com/ })
          .getByText('Invitation pending')
          .count(),
      )
      .toBe(0);

    // The admin makes them a viewer, then removes them.
    await team(page).getByRole('combobox', { name: 'Role of ed@example.com' }).selectOption('viewer');
    await page.getByText('ed@example.com is now Viewer').waitFor();
    await team(page).getByRole('button', { name: 'Actions for ed@example.com' }).click();
    await page.getByRole('menuitem', { name: 'Remove from project' }).click();
    await page.getByRole('alertdialog', { name: 'Remove ed@example.com?' }).getByRole('button', { name: 'Remove from project' }).click();
    await expect
      .poll(() =>
        team(page)
          .getByRole('row', { name: /ed@example\.com/ })
          .count(),
      )
      .toBe(0);
    expect(tb.pageErrors).toEqual([]);
  });

  it('creates an API token shown once, which calls the API until it is revoked', async () => {
    await openDashboard(page);
    await team(page).getByRole('link', { name: 'API Tokens Management' }).click();
    await team(page).getByRole('button', { name: 'New token' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API token' });
    await dialog.getByRole('textbox', { name: /^Description/ }).fill('nightly export');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    const token = await dialog.getByRole('textbox', { name: 'API token' }).inputValue();
    expect(token).toMatch(/^plt_/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const row = team(page).getByRole('row', { name: /nightly export/ });
    await row.waitFor();
    expect(await row.textContent()).not.toContain(token);

    const call = () => fetch(`${h.url}/nc/${session.projectId}/api/v1/notes`, { headers: { 'xc-token': token } });
    expect((await call()).status).toBe(200);
    // Listed again: the token's last use shows.
    await team(page).getByRole('link', { name: 'Users Management' }).click();
    await team(page).getByRole('link', { name: 'API Tokens Management' }).click();
    await expect.poll(async () => (await row.textContent()) ?? '').not.toContain('Never');

    await row.getByRole('button', { name: 'Revoke nightly export' }).click();
    await page.getByRole('alertdialog', { name: 'Revoke nightly export?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect
      .poll(() =>
        team(page)
          .getByRole('row', { name: /nightly export/ })
          .count(),
      )
      .toBe(0);
    expect((await call()).status).toBe(401);
  });

  it('lists what each role may do', async () => {
    await openDashboard(page);
    await team(page).getByRole('link', { name: 'Roles Management' }).click();
    const table = team(page).getByRole('table', { name: 'Roles Management' });
    const row = table.getByRole('row', { name: /^Change rows/ });
    const marks = await row.getByRole('cell').evaluateAll((cells) => cells.map((c) => c.querySelector('svg')?.getAttribute('aria-label')));
    // owner, creator, editor, commenter, viewer, guest
    expect(marks).toEqual(['Allowed', 'Allowed', 'Allowed', 'Not allowed', 'Not allowed', 'Not allowed']);
  });
});
