/**
 * The form in the built app (Debian's Chromium, real host): built in a table's tab (a field left
 * out, a label, a required flag), shared, opened signed out at its /nc/form link, refused values
 * shown beside their fields, a file attached through the link, a submission taken and its row
 * seen in the grid; a link field's parent searched and picked by name.
 */
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, openBrowser, signedUpProject } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: TestHost;
let tb: TestBrowser;
let page: Page;
let session: TestProjectSession;

const drawer = (p: Page) => p.getByRole('complementary', { name: 'Views' });
async function openTable(p: Page) {
  await p.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=signups&dbalias=db&type=table`);
  await p.getByTestId('table-views').waitFor({ timeout: 15_000 });
}

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Event' });
  await session.createTables({
    signups: {
      id: 'ID',
      name: 'SingleLineText',
      mail: 'Email',
      size: { uidt: 'SingleSelect', dtxp: "'S','M','L'" },
      notes: 'LongText',
      badge: 'Attachment',
    },
  });
  tb = await openBrowser({ width: 1280, height: 900 });
  page = tb.page;
  await session.signIn(page);
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('form view', () => {
  it('is built, shared and filled in by a visitor signed out; the row shows in the grid', async () => {
    await openTable(page);
    await drawer(page).getByRole('button', { name: 'New view' }).click();
    const create = page.getByRole('dialog', { name: 'New view' });
    await create.getByLabel('View name').fill('Sign up');
    await create.getByLabel('View type').selectOption({ label: 'Form' });
    await create.getByRole('button', { name: 'Create' }).click();
    const builder = page.getByRole('complementary', { name: 'Form builder' });
    await builder.waitFor();

    await builder.getByLabel('Heading').fill('Join the event');
    await builder.getByLabel('Show notes in the form').uncheck();
    await builder.getByLabel('Label of mail').fill('Your e-mail');
    await builder.getByLabel('mail is required').check();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Join the event' }).waitFor();
    await expect.poll(() => preview.getByLabel('notes').count()).toBe(0);
    await expect
      .poll(async () => {
        const list = (await h.request(`/api/v1/views/${session.projectId}/signups`, { headers: { 'xc-auth': session.token } })).body.list;
        return list
          .find((v: { type: string }) => v.type === 'form')
          ?.settings.fields?.map((f: { key: string; required: boolean }) => `${f.key}:${f.required}`);
      })
      .toEqual(['name:false', 'mail:true', 'size:false', 'badge:false']);

    await drawer(page).getByRole('button', { name: 'Actions of view Sign up' }).click();
    await page.getByRole('menuitem', { name: 'Share view' }).click();
    const share = page.getByRole('dialog', { name: 'Share view Sign up' });
    await share.getByRole('button', { name: 'Create link' }).click();
    const link = await share.getByRole('textbox', { name: 'Private link' }).inputValue();
    expect(link).toMatch(/#\/nc\/form\/[^/]+$/);
    await share.getByRole('button', { name: 'Close' }).first().click();
    await share.waitFor({ state: 'detached' });

    const context = await tb.browser.newContext({ viewport: { width: 1000, height: 900 } });
    const visitor = await context.newPage();
    const errors: string[] = [];
    visitor.on('pageerror', (err) => errors.push(err.message));
    await visitor.goto(link);
    const form = visitor.getByRole('form', { name: 'Join the event' });
    await form.waitFor();
    await form.getByLabel('name').fill('Ada');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Your e-mail is required').waitFor();
    await form.getByLabel('Your e-mail').fill('not-an-address');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText("'not-an-address' is not an e-mail address").waitFor();
    expect((await session.api('/signups')).body.list).toEqual([]);

    await form.getByLabel('Your e-mail').fill('ada@example.com');
    await form.getByLabel('size').selectOption('M');
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e1f1b00000000049454e44ae426082',
      'hex',
    );
    await form.locator('input[type=file]').setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('button', { name: 'Remove badge.png' }).waitFor();
    await form.getByRole('button', { name: 'Submit' }).click();
    await visitor.getByText('Thank you! Your response was submitted.').waitFor();
    expect(errors).toEqual([]);
    await context.close();

    await expect
      .poll(async () =>
        (await session.api('/signups')).body.list.map((r: { name: string; mail: string; size: string; badge: unknown }) => [
          r.name,
          r.mail,
          r.size,
          (typeof r.badge === 'string' ? JSON.parse(r.badge) : r.badge)?.map((f: { title: string }) => f.title),
        ]),
      )
      .toEqual([['Ada', 'ada@example.com', 'M', ['badge.png']]]);
    await drawer(page).getByRole('button', { name: 'Grid', exact: true }).click();
    await expect.poll(() => page.getByTestId('cell-0-name').textContent()).toBe('Ada');
    expect(tb.pageErrors).toEqual([]);
  });

  it('lets a visitor pick a link field by name from a search', async () => {
    await session.createTables({ teams: { id: 'ID', name: 'SingleLineText' }, players: { id: 'ID', nick: 'SingleLineText' } });
    await session.rpc('relationCreate', { parentTable: 'teams', childTable: 'players', childColumn: 'team_id' });
    const teams = [{ name: 'Red Rockets' }, { name: 'Blue Bears' }, { name: 'Green Geckos' }];
    expect((await session.api('/teams/bulk', { body: teams })).status).toBe(201);
    const views = `/api/v1/views/${session.projectId}/players`;
    expect((await h.request(views, { body: { title: 'Join', type: 'form' }, headers: { 'xc-auth': session.token } })).status).toBe(201);
    const link = await session.shareViewLink('players', 'Join');

    const context = await tb.browser.newContext({ viewport: { width: 1000, height: 900 } });
    const visitor = await context.newPage();
    await visitor.goto(link);
    const form = visitor.getByTestId('shared-form');
    await form.getByLabel('nick').fill('zed');
    const team = form.getByRole('combobox', { name: 'teams' });
    await expect.poll(() => team.locator('option').count()).toBe(4);
    await form.getByRole('textbox', { name: 'Search' }).fill('bear');
    await expect.poll(() => team.locator('option').allTextContents()).toEqual(['— None —', 'Blue Bears']);
    await team.selectOption({ label: 'Blue Bears' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await visitor.getByText('Thank you! Your response was submitted.').waitFor();
    await context.close();
    await expect
      .poll(async () => (await session.api('/players')).body.list.map((p: { nick: string; team_id: number }) => [p.nick, p.team_id]))
      .toEqual([['zed', 2]]);
  });
});
