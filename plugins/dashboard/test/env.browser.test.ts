/**
 * The change-environment flow of 000 s.4 in the built app (Debian's Chromium, real host): the
 * tree's environment nodes show 'Active Env' on the working one; changing to another environment
 * switches the server, signs the user out and reloads the page; signed in again, the dashboard
 * shows the other environment's database and 'Active Env' on it.
 */
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, columnsOf, openBrowser, signedUpProject, TEST_PASSWORD } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const EMAIL = 'ada@example.com';
let h: TestHost;
let tb: TestBrowser;
let s: TestProjectSession;

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  s = await signedUpProject(h, { title: 'Two worlds', email: EMAIL });
  const columns = columnsOf({ id: 'ID', title: 'SingleLineText' });
  // Production (_noco) holds 'books'; the added 'test' environment, its own embedded file, holds 'drafts'.
  await s.rpc('tableCreate', { tn: 'books', columns });
  await s.rpc('projectUpdate', { env: 'test' });
  await s.rpc('projectChangeEnv', { env: 'test' });
  await s.rpc('tableCreate', { tn: 'drafts', columns });
  await s.rpc('projectChangeEnv', { env: '_noco' });
  tb = await openBrowser({ width: 1400, height: 900 });
  // Signed in through the form (not a stored session put back on every load): the flow's sign-out stays.
  await tb.page.goto(`${h.url}/#/user/authentication/signin`);
  await signIn();
}, 90_000);

async function signIn() {
  const page = tb.page;
  await page.getByLabel('E-mail', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForFunction(() => window.location.hash.startsWith('#/projects'), undefined, { timeout: 15_000 });
}

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('change environment', () => {
  it("shows 'Active Env', changes to the other environment, and the page comes back on it", async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${s.projectId}`);
    const envs = page.getByRole('group', { name: 'Environments' });
    const noco = envs.getByRole('treeitem', { name: /_noco/ });
    const test = envs.getByRole('treeitem', { name: /test/ });
    await noco.getByText('Active Env').waitFor({ timeout: 15_000 });
    expect(await test.getByText('Active Env').count()).toBe(0);
    await page.getByRole('treeitem', { name: 'Tables' }).click();
    await page.getByRole('group', { name: 'Tables' }).getByRole('treeitem', { name: 'books' }).waitFor();

    await test.click();
    await page.getByText('Change the working environment to test?').waitFor();
    // The flow ends with a page reload.
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Change environment' }).click();
    await reloaded;
    // Signed out by the flow, the reloaded page asks for a sign-in.
    await page.waitForFunction(() => window.location.hash.startsWith('#/user/authentication/signin'), undefined, { timeout: 20_000 });
    expect(
      (await h.request(`/dashboard?q=sqlOp_ncProjectInfo`, { body: { project_id: s.projectId }, headers: { 'xc-auth': s.token } })).body
        .activeEnv,
    ).toBe('test');
    await signIn();

    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${s.projectId}`);
    await page
      .getByRole('group', { name: 'Environments' })
      .getByRole('treeitem', { name: /test/ })
      .getByText('Active Env')
      .waitFor({ timeout: 15_000 });
    expect(
      await page.getByRole('group', { name: 'Environments' }).getByRole('treeitem', { name: /_noco/ }).getByText('Active Env').count(),
    ).toBe(0);
    await page.getByRole('treeitem', { name: 'Tables' }).click();
    const tables = page.getByRole('group', { name: 'Tables' });
    await tables.getByRole('treeitem', { name: 'drafts' }).waitFor();
    expect(await tables.getByRole('treeitem', { name: 'books' }).count()).toBe(0);
    expect(tb.pageErrors).toEqual([]);
  });
});
