/**
 * The ACL tab in the built app (Debian's Chromium, real host): an admin takes reading a table away
 * from viewers with one switch; a viewer's grid of that table then shows the refusal, their other
 * tables still open; the switch back lets them read again. In Meta Management a table hidden from
 * viewers leaves a viewer's tree.
 */
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, openBrowser, signedUpProject, storeSession } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: TestHost;
let tb: TestBrowser;
let page: Page;
let session: TestProjectSession;
let viewerToken: string;

const openTable = async (p: Page, tn: string) => {
  await p.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=${tn}&dbalias=db&type=table`);
};

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Payroll' });
  await session.createTables({ salaries: { id: 'ID', who: 'SingleLineText' }, teams: { id: 'ID', name: 'SingleLineText' } });
  expect((await session.api('/salaries', { body: { who: 'Ada' } })).status).toBe(201);
  expect((await session.api('/teams', { body: { name: 'Core' } })).status).toBe(201);
  viewerToken = await session.member('viewer@example.com', 'viewer');
  tb = await openBrowser({ width: 1400, height: 900 });
  page = tb.page;
  await session.signIn(page);
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('ACL tab', () => {
  it('takes reading a table away from viewers, and gives it back', async () => {
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=&dbalias=&type=acl`);
    const acl = page.getByTestId('acl-tab');
    const readSalaries = acl.getByRole('checkbox', { name: 'Viewer may read rows of salaries' });
    await readSalaries.waitFor({ timeout: 15_000 });
    expect(await readSalaries.isChecked()).toBe(true);
    await readSalaries.click();
    await page.getByText('Viewer may no longer read rows of salaries').waitFor();
    expect(await readSalaries.isChecked()).toBe(false);

    const context = await tb.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const viewer = await context.newPage();
    await storeSession(viewer, viewerToken, { beforeLoad: true });
    await openTable(viewer, 'teams');
    await viewer.getByTestId('cell-0-name').waitFor({ timeout: 15_000 });
    await openTable(viewer, 'salaries');
    await viewer.getByText("Forbidden: the viewer role may not read rows of 'salaries'").first().waitFor({ timeout: 15_000 });
    expect(await viewer.getByTestId('cell-0-who').count()).toBe(0);

    await readSalaries.click();
    await page.getByText('Viewer may now read rows of salaries').waitFor();
    expect(await readSalaries.isChecked()).toBe(true);
    await openTable(viewer, 'salaries');
    await viewer.getByTestId('cell-0-who').waitFor({ timeout: 15_000 });
    await context.close();
    expect(tb.pageErrors).toEqual([]);
  });

  it('hides a table from viewers in Meta Management: it leaves their tree', async () => {
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=&dbalias=&type=metaManagement`);
    const show = page.getByTestId('meta-tab').getByRole('checkbox', { name: 'Show salaries to Viewer' });
    await show.waitFor({ timeout: 15_000 });
    await show.click();
    await page.getByText('salaries is hidden from Viewer').waitFor();

    const context = await tb.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const viewer = await context.newPage();
    await storeSession(viewer, viewerToken, { beforeLoad: true });
    await viewer.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}`);
    const tables = viewer.getByRole('group', { name: 'Tables' });
    await tables.getByRole('treeitem', { name: 'teams' }).waitFor({ timeout: 15_000 });
    expect(await tables.getByRole('treeitem').allInnerTexts()).toEqual(['teams']);
    await context.close();

    await show.click();
    await page.getByText('salaries is shown to Viewer').waitFor();
    expect(tb.pageErrors).toEqual([]);
  });
});
