/**
 * The API Client tab in the built app (Debian's Chromium, real host): variables picked from the
 * `{{` menu build the URL of the project's REST API, the response shows its rows, the history
 * keeps the request; a performance test of 200 requests shows its histogram and status counts.
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
  session = await signedUpProject(h, { title: 'Atlas' });
  await session.createTables({ cities: { id: 'ID', name: 'SingleLineText' } });
  for (const name of ['Oslo', 'Lima']) expect((await session.api('/cities', { body: { name } })).status).toBe(201);
  tb = await openBrowser({ width: 1400, height: 900 });
  await session.signIn(tb.page);
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('API Client tab', () => {
  it('sends a request built from environment variables and keeps it in the history', async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=&dbalias=&type=apiClient`);
    const client = page.getByTestId('api-client');
    await client.waitFor({ timeout: 15_000 });

    await client.getByRole('link', { name: /Environment: default/ }).click();
    const vars = client.getByRole('group', { name: 'Variables' });
    for (const [i, [name, value]] of [
      ['base', `/nc/${session.projectId}/api/v1`],
      ['table', 'cities'],
    ].entries()) {
      await vars.getByRole('button', { name: 'Add' }).click();
      await vars.getByRole('textbox', { name: `Name ${i + 1}` }).fill(name!);
      await vars.getByRole('textbox', { name: `Value ${i + 1}` }).fill(value!);
    }

    const url = client.getByRole('combobox', { name: 'URL' });
    await url.click();
    await url.pressSequentially('{{ba');
    await client.getByRole('listbox', { name: 'URL' }).getByRole('option', { name: 'base' }).waitFor();
    await url.press('Enter');
    await url.pressSequentially('/{{');
    await client.getByRole('listbox', { name: 'URL' }).getByRole('option', { name: 'table' }).click();
    expect(await url.inputValue()).toBe('{{base}}/{{table}}');
    expect(await url.getAttribute('data-env')).toBe('env-valid');

    await client.getByRole('link', { name: 'Auth' }).click();
    await client.getByRole('button', { name: 'Use my session token' }).click();
    await client.getByRole('button', { name: 'Send' }).click();
    await client.getByTestId('api-status').getByText('200').waitFor({ timeout: 15_000 });
    expect(await client.getByTestId('api-body').innerText()).toContain('"Oslo"');
    const history = client.getByRole('list', { name: 'Requests, newest first' });
    expect(await history.getByRole('listitem').count()).toBe(1);
    expect(await history.getByRole('listitem').innerText()).toContain('{{base}}/{{table}}');
    expect(tb.pageErrors).toEqual([]);
  });

  it('runs a performance test of 200 requests and shows its histogram', async () => {
    const page = tb.page;
    const client = page.getByTestId('api-client');
    await client.getByRole('link', { name: 'Performance test' }).click();
    await client.getByRole('spinbutton', { name: 'Requests' }).fill('200');
    await client.getByRole('spinbutton', { name: 'At the same time' }).fill('10');
    await client.getByRole('button', { name: 'Run performance test' }).click();
    await page.getByText('Starting performance test').waitFor();
    const results = client.getByTestId('perf-results');
    await results.waitFor({ timeout: 60_000 });
    await page.getByText('Finished performance test').waitFor();
    expect(await results.innerText()).toMatch(/200 requests in [\d.]+ s: [\d.]+ requests per second/);
    expect(await client.getByTestId('perf-statuses').innerText()).toBe('200: 200');
    const bars = client.getByTestId('perf-histogram').getByRole('listitem');
    expect(await bars.count()).toBe(10);
    expect(tb.pageErrors).toEqual([]);
  });
});
