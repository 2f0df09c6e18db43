/**
 * The Cron Jobs tab in the built app (Debian's Chromium, real host): a new job's expression is
 * described with its next runs as it is typed, an invalid one shows the server's message, the
 * saved job runs on its schedule and its run shows in the history; disabled, it stops.
 */
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, openBrowser, signedUpProject } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: TestHost;
let tb: TestBrowser;
let session: TestProjectSession;
const redisBefore = process.env.PLINTH_REDIS_URL;

beforeAll(async () => {
  delete process.env.PLINTH_REDIS_URL;
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Clockwork' });
  tb = await openBrowser({ width: 1400, height: 900 });
  await session.signIn(tb.page);
}, 60_000);

afterAll(async () => {
  await tb?.close();
  await h?.close();
  if (redisBefore !== undefined) process.env.PLINTH_REDIS_URL = redisBefore;
});

describe('Cron Jobs tab', () => {
  it('creates a job with a live description, and its runs show in the history', async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=&dbalias=&type=cronJobs`);
    const tab = page.getByTestId('cron-jobs-tab');
    await tab.getByText('No cron jobs yet.').waitFor({ timeout: 15_000 });
    await tab.getByRole('button', { name: 'New job' }).click();

    const form = tab.getByTestId('cron-form');
    await form.getByRole('textbox', { name: /^Name/ }).fill('Heartbeat');
    const cron = form.getByRole('textbox', { name: /^Cron expression/ });
    await cron.fill('nope');
    await form.getByText("Invalid cron expression 'nope'", { exact: false }).waitFor();
    await cron.fill('* * * * * *');
    const description = form.getByTestId('cron-description');
    await description.getByText('Every second').waitFor();
    expect(await description.getByRole('listitem').count()).toBe(5);

    await form.getByRole('combobox', { name: 'Action', exact: true }).selectOption('sql');
    await form.getByRole('textbox', { name: 'SQL statement' }).fill("SELECT 'alive' AS beat");
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Cron job saved').waitFor();

    const list = tab.getByRole('table', { name: 'Cron jobs' });
    await list.getByRole('cell', { name: 'Heartbeat', exact: true }).waitFor();
    const runs = tab.getByTestId('cron-runs').getByRole('table', { name: 'Runs, newest first' });
    await runs.getByText('"alive"').first().waitFor({ timeout: 15_000 });
    expect(await runs.getByRole('row').nth(1).innerText()).toContain('OK');

    await list.getByRole('button', { name: 'Enable Heartbeat' }).click();
    await expect
      .poll(
        async () =>
          (await h.request(`/api/v1/cron-jobs/${session.projectId}`, { headers: { 'xc-auth': session.token } })).body.list[0].enabled,
        { timeout: 10_000 },
      )
      .toBe(false);
    expect(tb.pageErrors).toEqual([]);
  });
});
