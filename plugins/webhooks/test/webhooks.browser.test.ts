/**
 * The Webhooks tab in the built app (Debian's Chromium, real host): a bad condition shows the
 * server's message; a webhook made in the form delivers an insert to a receiver on loopback
 * (allowed for the test), and the delivery shows in its log.
 */
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, openBrowser, signedUpProject } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowSsrf, startReceiver, type Receiver } from './receiver.js';

let h: TestHost;
let tb: TestBrowser;
let session: TestProjectSession;
let rx: Receiver;
let restore: () => void;

beforeAll(async () => {
  restore = allowSsrf('127.0.0.1');
  rx = await startReceiver();
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Hooked' });
  await session.createTables({ people: { id: 'ID', name: 'SingleLineText' } });
  tb = await openBrowser({ width: 1400, height: 900 });
  await session.signIn(tb.page);
}, 60_000);

afterAll(async () => {
  await tb?.close();
  await h?.close();
  await rx?.close();
  restore?.();
});

describe('Webhooks tab', () => {
  it('creates a webhook in the form and shows its delivery in the log', async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=&dbalias=&type=webhooks`);
    const tab = page.getByTestId('webhooks-tab');
    await tab.getByText('No webhooks on this table yet.').waitFor({ timeout: 15_000 });
    await tab.getByRole('button', { name: 'New webhook' }).click();

    const form = tab.getByTestId('webhook-form');
    await form.getByRole('textbox', { name: /^Name/ }).fill('Notify');
    await form.getByRole('textbox', { name: /^URL/ }).fill(rx.url);
    await form.getByRole('textbox', { name: /^Condition/ }).fill('(nope,eq,1)');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('alert').getByText("Unknown column 'nope'", { exact: false }).waitFor();
    await form.getByRole('textbox', { name: /^Condition/ }).fill('');
    await form.getByRole('textbox', { name: /^Signing secret/ }).fill('s3cret');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Webhook saved').waitFor();

    const list = tab.getByRole('table', { name: 'Webhooks' });
    await list.getByRole('cell', { name: 'Notify', exact: true }).waitFor();
    const log = tab.getByTestId('webhook-log');
    await log.getByText('No deliveries yet.').waitFor();

    const inserted = await session.api('/people', { body: { name: 'Zed' } });
    expect(inserted.status).toBe(201);
    await rx.waitFor(1);
    expect(rx.received[0]!.json.row.name).toBe('Zed');
    expect(rx.received[0]!.headers['x-plinth-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);

    const deliveries = log.getByRole('table', { name: 'Deliveries' });
    await deliveries.getByText('After insert').waitFor({ timeout: 10_000 });
    expect(await deliveries.getByRole('row').nth(1).innerText()).toContain('200');
    expect(tb.pageErrors).toEqual([]);
  });
});
