import { bootTestHost, builtWebDist, openBrowser, signedUpProject, TEST_PASSWORD, type TestHost, columnsOf } from '@plinth/sdk/testing';
import { builtInPlugins } from '@plinth/host-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SCREENSHOT = '/tmp/plinth-dashboard.png';
const EMAIL = 'ada@example.com';

let h: TestHost;
let browser: Browser;
let page: Page;
let pageErrors: string[] = [];
let projectId: string;
let resizedTreeWidth = 0;

const hashPath = () => new URL(page.url()).hash.replace(/^#/, '').split('?')[0];
const hashQuery = () => new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');
const waitForPath = (path: string) => page.waitForFunction((p) => window.location.hash.replace(/^#/, '').split('?')[0] === p, path);
const tablesFolder = () => page.getByRole('group', { name: 'Tables' });
const activeTab = () => page.getByRole('tab', { selected: true });

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  const session = await signedUpProject(h, { title: 'Library', email: EMAIL });
  projectId = session.projectId;
  for (const tn of ['customers', 'orders'])
    await session.rpc('tableCreate', { tn, columns: columnsOf({ id: 'ID', title: 'SingleLineText' }) });
  const rows = await session.api('/orders/bulk', { body: [{ title: 'First order' }, { title: 'Second order' }] });
  expect(rows.status, JSON.stringify(rows.body)).toBe(201);
  ({ browser, page, pageErrors } = await openBrowser());
  await page.goto(`${h.url}/#/user/authentication/signin`);
  await page.getByLabel('E-mail', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await waitForPath('/projects');
});

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

describe('project dashboard in the built app against a real host', () => {
  it('opens a project with its tables in the tree, Team & Auth first for its owner, and a table as a tab', async () => {
    await page.goto(`${h.url}/#/nc/${projectId}`);
    await page.getByRole('heading', { name: 'Library', level: 1 }).waitFor();
    await tablesFolder().getByRole('treeitem', { name: 'orders' }).waitFor();
    expect(await tablesFolder().getByRole('treeitem').allInnerTexts()).toEqual(['customers', 'orders']);
    // 000 s.2: an admin's default tab is Team & Auth (the team plugin's); a table opens from the tree.
    await page.getByRole('tab', { name: 'Team & Auth', selected: true }).waitFor();
    expect(hashQuery().get('type')).toBe('roles');
    await tablesFolder().getByRole('treeitem', { name: 'customers' }).click();
    await page.getByRole('tab', { name: 'customers', selected: true }).waitFor();
    expect(hashQuery().get('name')).toBe('customers');
    // The grid-view plugin shows the table in the tab.
    await page.getByRole('tabpanel', { name: 'customers' }).getByTestId('grid').waitFor();
    // The tree takes 20 % of the width and resizes (by keyboard here); the size survives a reload.
    const treeWidth = async () => (await page.getByTestId('tree').boundingBox())!.width;
    const dashboardWidth = (await page.getByTestId('dashboard').boundingBox())!.width;
    const before = await treeWidth();
    expect(Math.round((100 * before) / dashboardWidth)).toBe(20);
    await page.getByRole('separator', { name: 'Resize the tree view' }).focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await page.waitForFunction((w) => document.getElementById('tree')!.getBoundingClientRect().width > w + 20, before);
    resizedTreeWidth = await treeWidth();
  });

  it('opens a second table as a tab and gets the same active tab back after a reload', async () => {
    await tablesFolder().getByRole('treeitem', { name: 'orders' }).click();
    await page.getByRole('tab', { name: 'orders', selected: true }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Team & Auth', 'customers', 'orders']);
    await page.getByRole('tabpanel', { name: 'orders' }).getByText('Second order').waitFor();
    await page.waitForFunction(() => window.location.hash.includes('name=orders'));
    expect(hashPath()).toBe(`/nc/${projectId}`);
    expect(Object.fromEntries(hashQuery())).toEqual({ name: 'orders', dbalias: 'db', type: 'table' });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });

    await page.reload();
    await page.getByRole('heading', { name: 'Library', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'orders', selected: true }).waitFor();
    expect(await activeTab().innerText()).toBe('orders');
    await page.getByRole('tabpanel', { name: 'orders' }).getByText('First order').waitFor();
    expect(Object.fromEntries(hashQuery())).toEqual({ name: 'orders', dbalias: 'db', type: 'table' });
    expect(Math.abs((await page.getByTestId('tree').boundingBox())!.width - resizedTreeWidth)).toBeLessThan(2);
    // The restored table is marked in the tree too.
    expect(await tablesFolder().getByRole('treeitem', { name: 'orders' }).getAttribute('aria-current')).toBeTruthy();
  });

  it('says a folder is empty, hides Settings while previewing as a viewer; a missing project is a toast, then the list', async () => {
    await page.getByRole('treeitem', { name: 'Views' }).click();
    await page.getByRole('group', { name: 'Views' }).getByText('No views in this schema').waitFor();

    // Settings is the creator's; previewing as a viewer hides it until the preview is reset.
    const settings = page.getByRole('treeitem', { name: 'Settings' });
    await settings.waitFor();
    await page.getByRole('button', { name: 'Preview as Viewer' }).click();
    await page.getByRole('region', { name: 'Preview as' }).getByText('Previewing as Viewer').waitFor();
    await settings.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Reset Preview' }).click();
    await settings.waitFor();

    await page.goto(`${h.url}/#/nc/p_does_not_exist`);
    await waitForPath('/projects');
    await page.getByText("Project 'p_does_not_exist' not found").waitFor();
    expect(pageErrors).toEqual([]);
  });
});
