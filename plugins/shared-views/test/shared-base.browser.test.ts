/**
 * A shared base in the built app (Debian's Chromium, real host): the owner makes a link from the
 * dashboard's top bar; a visitor signed out opens it, lands on that project's dashboard, reads a
 * table's grid without edit controls and cannot leave for the project list; a new link with the
 * editor role lets the visitor add rows, and the old link stops working. A link with a password
 * asks for it first and keeps the visit across reloads without keeping the password.
 */
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, openBrowser, signedUpProject } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: TestHost;
let tb: TestBrowser;
let page: Page;
let session: TestProjectSession;

/** Makes a shared base link with `role` from the owner's dashboard; answers the link. */
async function shareBase(role: 'Viewer' | 'Editor'): Promise<string> {
  await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}`);
  await page.getByRole('button', { name: 'Share base' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share the whole project' });
  await dialog
    .getByLabel('Role of visitors')
    .selectOption({ label: role === 'Viewer' ? 'Viewer: reads the tables' : 'Editor: reads and changes rows' });
  const create = dialog.getByRole('button', { name: /Create link|New link with this role/ });
  await create.click();
  const box = dialog.getByRole('textbox', { name: 'Shared base link' });
  await expect.poll(() => box.count()).toBe(1);
  const link = await box.inputValue();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  return link;
}

async function visit(context: BrowserContext, link: string): Promise<Page> {
  const visitor = await context.newPage();
  await visitor.goto(link);
  await visitor.waitForURL(new RegExp(`#/nc/${session.projectId}$`));
  return visitor;
}

const openPeople = async (p: Page) => {
  await p.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=people&dbalias=db&type=table`);
  await p.getByTestId('cell-0-name').waitFor({ timeout: 15_000 });
};

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Shared' });
  await session.createTables({ people: { id: 'ID', name: 'SingleLineText' } });
  expect((await session.api('/people', { body: { name: 'Ada' } })).status).toBe(201);
  tb = await openBrowser({ width: 1280, height: 800 });
  page = tb.page;
  await session.signIn(page);
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('shared base', () => {
  it('opens its one project read only for a viewer link, and with row edits for an editor link', async () => {
    const viewerLink = await shareBase('Viewer');
    expect(viewerLink).toMatch(/#\/nc\/base\/[\w-]{32,}$/);

    const context = await tb.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    context.on('page', (p) => p.on('pageerror', (err) => errors.push(err.message)));
    const visitor = await visit(context, viewerLink);
    await visitor.getByText('people').first().waitFor();
    await openPeople(visitor);
    expect(await visitor.getByTestId('cell-0-name').textContent()).toBe('Ada');
    expect(await visitor.getByRole('button', { name: 'Add row' }).count()).toBe(0);
    expect(await visitor.getByRole('button', { name: 'Share base' }).count()).toBe(0);
    // The project list and settings lead back to the shared project.
    await visitor.goto(`${h.url}/#/projects`);
    await visitor.waitForURL(new RegExp(`#/nc/${session.projectId}$`));

    // A new link with the editor role: the old one stops working, the new one may add rows.
    const editorLink = await shareBase('Editor');
    expect(editorLink).not.toBe(viewerLink);
    const stale = await context.newPage();
    await stale.goto(viewerLink);
    await stale.getByRole('heading', { name: 'Shared base not found' }).waitFor();
    const editor = await visit(context, editorLink);
    await openPeople(editor);
    await editor.getByRole('button', { name: 'Add row' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for the password of a link that has one, then opens the project', async () => {
    const link = await shareBase('Viewer');
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}`);
    await page.getByRole('button', { name: 'Share base' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share the whole project' });
    expect(await dialog.getByTestId('shared-base-password-state').textContent()).toBe('Anyone with the link opens the project.');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await dialog.getByText('Enter the password first').waitFor();
    await dialog.getByLabel('Password (optional)').fill('open sesame');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await expect.poll(() => dialog.getByTestId('shared-base-password-state').textContent()).toBe('Visitors must enter a password.');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    const context = await tb.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const visitor = await context.newPage();
    await visitor.goto(link);
    await visitor.getByRole('heading', { name: 'This shared base is protected by a password' }).waitFor();
    await visitor.getByRole('textbox', { name: /^Password/ }).fill('wrong');
    await visitor.getByRole('button', { name: 'Open the base' }).click();
    await visitor.getByText('Wrong password').waitFor();
    await visitor.getByRole('textbox', { name: /^Password/ }).fill('open sesame');
    await visitor.getByRole('button', { name: 'Open the base' }).click();
    await visitor.waitForURL(new RegExp(`#/nc/${session.projectId}$`));
    await openPeople(visitor);
    expect(await visitor.getByTestId('cell-0-name').textContent()).toBe('Ada');
    // The browser keeps the visit key, never the password.
    expect(await visitor.evaluate(() => JSON.stringify(localStorage))).not.toContain('open sesame');
    await visitor.reload();
    await visitor.getByTestId('cell-0-name').waitFor({ timeout: 15_000 });
    await context.close();
  });
});
