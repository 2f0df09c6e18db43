/**
 * The gRPC Client tab in the built app (Debian's Chromium, real host): the default tab of a gRPC
 * project; its services listed, a method's request form generated from its input message; a
 * Create and a filtered List called through the Plinth server with their status and response;
 * a bad where answered INVALID_ARGUMENT; the JSON editor; the history (screenshot
 * `/tmp/plinth-grpc-client.png`).
 */
import { bootTestHost, builtWebDist, openBrowser, signedUpProject, type TestHost, type TestBrowser } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PLUGINS = ['themes', 'mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'rest-api', 'grpc-api', 'grpc-client', 'dashboard'];

let h: TestHost;
let tb: TestBrowser;
let projectId: string;

beforeAll(async () => {
  h = await bootTestHost({ plugins: PLUGINS, webDist: builtWebDist() });
  const session = await signedUpProject(h, { title: 'Library', projectType: 'grpc' });
  projectId = session.projectId;
  await session.createTables({ books: { id: 'ID', title: { uidt: 'SingleLineText', rqd: true }, year: 'Number' } });
  await session.api('/books', { method: 'POST', body: { title: 'Emma', year: 1815 } });
  tb = await openBrowser({ width: 1400, height: 900 });
  await session.signIn(tb.page);
}, 60_000);

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('gRPC Client tab', () => {
  it('is the default tab of a gRPC project and calls methods through the server', async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${projectId}`);
    await page.getByRole('tab', { name: 'gRPC Client', selected: true }).waitFor({ timeout: 15_000 });
    const tab = page.getByTestId('grpc-client-tab');
    // Services and methods of the project's package.
    const services = tab.getByRole('navigation', { name: 'Services' });
    await services.getByRole('button', { name: 'Books/Create', exact: true }).click();
    expect(await tab.getByTestId('grpc-method').innerText()).toContain('Books/Create');
    // The form is the input message's fields; the id (auto increment) is not one of them.
    await tab.getByRole('textbox', { name: 'title', exact: true }).fill('Dune');
    await tab.getByRole('textbox', { name: 'year', exact: true }).fill('1965');
    expect(await tab.getByRole('textbox', { name: 'id', exact: true }).count()).toBe(0);
    await tab.getByRole('button', { name: 'Call', exact: true }).click();
    await expect.poll(() => tab.getByTestId('grpc-status').innerText()).toBe('0 OK');
    expect(await tab.getByTestId('grpc-response').innerText()).toContain('"title": "Dune"');
    // What gRPC wrote, REST reads.
    const rest = await h.request(`/nc/${projectId}/api/v1/books?where=(title,eq,Dune)`, { headers: { 'xc-auth': await token() } });
    expect(rest.body.list).toHaveLength(1);

    // A filtered List.
    await services.getByRole('button', { name: 'Books/List', exact: true }).click();
    await tab.getByRole('textbox', { name: 'where', exact: true }).fill('(year,gt,1900)');
    await tab.getByRole('textbox', { name: 'limit', exact: true }).fill('5');
    await tab.getByRole('button', { name: 'Call', exact: true }).click();
    await expect.poll(() => tab.getByTestId('grpc-status').innerText()).toBe('0 OK');
    const listed = JSON.parse(await tab.getByTestId('grpc-response').innerText()) as { list: { title: string }[] };
    expect(listed.list.map((r) => r.title)).toEqual(['Dune']);

    // Bad input: the status and the query guard's message, no response.
    await tab.getByRole('textbox', { name: 'where', exact: true }).fill('(nope,eq,1)');
    await tab.getByRole('button', { name: 'Call', exact: true }).click();
    await expect.poll(() => tab.getByTestId('grpc-status').innerText()).toBe('3 INVALID_ARGUMENT');
    expect(await tab.getByTestId('grpc-details').innerText()).toMatch(/nope/);

    // The JSON editor carries the same request.
    await tab.getByRole('button', { name: 'JSON', exact: true }).click();
    await tab.getByTestId('grpc-json').locator('.cm-content').waitFor();
    const editor = tab.getByTestId('grpc-json').locator('.cm-content');
    expect(await editor.innerText()).toContain('"limit": 5');
    await editor.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('{"where": "(title,like,%mm%)"}');
    await tab.getByRole('button', { name: 'Call', exact: true }).click();
    await expect.poll(() => tab.getByTestId('grpc-status').innerText()).toBe('0 OK');
    expect(await tab.getByTestId('grpc-response').innerText()).toContain('Emma');

    // History: newest first, and it survives a reload.
    const history = tab.getByRole('list', { name: 'Calls, newest first' });
    await expect.poll(() => history.getByRole('listitem').count()).toBe(4);
    expect(await history.getByRole('listitem').first().innerText()).toContain('Books/List');
    await page.reload();
    await page.getByRole('tab', { name: 'gRPC Client', selected: true }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByRole('list', { name: 'Calls, newest first' }).getByRole('listitem').count()).toBe(4);
    await page.screenshot({ path: '/tmp/plinth-grpc-client.png' });
    expect(tb.pageErrors).toEqual([]);
  });
});

/** The signed-in session's token, as the page keeps it. */
async function token(): Promise<string> {
  return tb.page.evaluate(() => (JSON.parse(localStorage.getItem('plinth.session') ?? '{}') as { token: string }).token);
}
