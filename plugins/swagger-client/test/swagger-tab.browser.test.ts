/**
 * The API Client (Swagger) tab in the built app (Debian's Chromium, real host): the project's
 * Swagger UI in the tab, signed in with the session; try-it-out of a table's list shows its rows.
 */
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, openBrowser, signedUpProject } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: TestHost;
let tb: TestBrowser;
let session: TestProjectSession;

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Shop' });
  await session.createTables({ customers: { id: 'ID', name: 'SingleLineText' } });
  expect((await session.api('/customers', { body: { name: 'Ada Lovelace' } })).status).toBe(201);
  tb = await openBrowser({ width: 1400, height: 1000 });
  await session.signIn(tb.page);
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('API Client (Swagger) tab', () => {
  it("runs try-it-out with the user's session and shows the rows", async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=&dbalias=&type=apiClientSwagger`);
    const frame = page.frameLocator('iframe[title="Swagger UI of this project"]');
    const op = frame.locator('#operations-customers-customersList');
    await op.locator('.opblock-summary').click({ timeout: 20_000 });
    await op.getByRole('button', { name: 'Try it out' }).click();
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === `/nc/${session.projectId}/api/v1/customers`);
    await op.getByRole('button', { name: 'Execute' }).click();
    const res = await answer;
    expect(res.status()).toBe(200);
    expect(res.request().headers()['xc-auth']).toBe(session.token);
    await op.locator('.live-responses-table').getByText('Ada Lovelace').first().waitFor();
    expect(tb.pageErrors).toEqual([]);
  });
});
