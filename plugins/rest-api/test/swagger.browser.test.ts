import { bootTestHost, columnsOf, openBrowser, signedUpProject, storeSession, type TestHost } from '@plinth/sdk/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SCREENSHOT = '/tmp/plinth-swagger.png';
const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'rest-api'];

let h: TestHost;
let browser: Browser;
let page: Page;
let base: string;
let token: string;
let pageErrors: string[] = [];

beforeAll(async () => {
  h = await bootTestHost({ plugins: PLUGINS });
  const session = await signedUpProject(h, { title: 'Shop' });
  token = session.token;
  await session.rpc('tableCreate', { tn: 'customers', columns: columnsOf({ id: 'ID', name: 'SingleLineText' }) });
  base = `/nc/${session.projectId}/api/v1`;
  const rows = await session.api('/customers/bulk', { body: [{ name: 'Ada Lovelace' }, { name: 'Grace Hopper' }] });
  expect(rows.status, JSON.stringify(rows.body)).toBe(201);

  ({ browser, page, pageErrors } = await openBrowser({ width: 1280, height: 1000 }));
});

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

describe('Swagger UI', () => {
  it("loads the document with the signed-in user's token and runs a list request", async () => {
    // Signed in as the web app does it: the session in localStorage on the host's origin.
    await page.goto(`${h.url}/api/health`);
    await storeSession(page, token);

    const docRequest = page.waitForRequest((r) => r.url().endsWith(`${base}/swagger.json`));
    await page.goto(`${h.url}${base}/swagger`);
    expect(new URL(page.url()).pathname).toBe(`${base}/swagger/`);
    expect((await docRequest).headers()['xc-auth']).toBe(token);

    const op = page.locator('#operations-customers-customersList');
    await op.locator('.opblock-summary').click();
    await op.getByRole('button', { name: 'Try it out' }).click();
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === `${base}/customers`);
    await op.getByRole('button', { name: 'Execute' }).click();
    const res = await answer;
    expect(res.status()).toBe(200);
    expect(res.request().headers()['xc-auth']).toBe(token);

    const live = op.locator('.live-responses-table');
    await live.locator('.response-col_status').filter({ hasText: '200' }).waitFor();
    await live.getByText('Grace Hopper').first().waitFor();
    const body = await live.locator('tbody').innerText();
    expect(body).toContain('Ada Lovelace');
    expect(body).toContain('"totalRows": 2');
    await live.scrollIntoViewIfNeeded();
    await page.screenshot({ path: SCREENSHOT, fullPage: false });
    expect(pageErrors).toEqual([]);
  });

  it('shows the load failure, not data, without a session', async () => {
    await storeSession(page, null);
    const doc = page.waitForResponse((r) => r.url().endsWith(`${base}/swagger.json`));
    await page.reload();
    expect((await doc).status()).toBe(401);
    await page.getByText('Failed to load API definition').waitFor();
    expect(await page.locator('#operations-customers-customersList').count()).toBe(0);
  });
});
