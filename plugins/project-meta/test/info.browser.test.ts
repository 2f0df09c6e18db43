/**
 * The Info tab in the built app (Debian's Chromium, real host): opened from the tree's Settings,
 * it shows the project's id and API addresses with copy buttons and the counts of its schema. The
 * Meta tab exports the metadata as a zip and imports it as a new project after a preview, exports
 * the JSON file and imports it into another project (its tree follows), and resets the metadata;
 * My Projects does the same from a project's menu and beside New project.
 */
import { builtInPlugins } from '@plinth/host-server';
import { ProjectsToken } from '@plinth/sdk/server';
import { bootTestHost, builtWebDist, downloadedFile, openBrowser, signedUpProject } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: TestHost;
let tb: TestBrowser;
let session: TestProjectSession;

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Atlas' });
  await session.createTables({ cities: { id: 'ID', name: 'SingleLineText' }, countries: { id: 'ID', name: 'SingleLineText' } });
  await session.rpc('relationCreate', { parentTable: 'countries', childTable: 'cities', childColumn: 'country_id' });
  tb = await openBrowser({ width: 1400, height: 900 });
  await session.signIn(tb.page);
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('Info tab', () => {
  it('shows the project id, API addresses and schema counts', async () => {
    const page = tb.page;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.url });
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}`);
    await page.getByRole('treeitem', { name: 'Settings' }).click();
    await page.getByRole('treeitem', { name: 'Info' }).click();
    const info = page.getByTestId('info-tab');
    const project = info.getByRole('table', { name: 'Project' });
    await project
      .getByRole('row', { name: /Project id/ })
      .getByText(session.projectId)
      .waitFor({ timeout: 15_000 });
    expect(await project.getByRole('row', { name: /REST API/ }).textContent()).toContain(`${h.url}/nc/${session.projectId}/api/v1`);
    await project.getByRole('button', { name: 'Copy Project id' }).click();
    await page.getByText('Project id copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(session.projectId);
    expect(await info.getByTestId('count-tables').textContent()).toBe('2');
    expect(await info.getByTestId('count-relations').textContent()).toBe('1');
    expect(tb.pageErrors).toEqual([]);
  });

  it('generates the APIs again after a table was made in the database', async () => {
    const page = tb.page;
    const db = await h.host.kernel.services.get(ProjectsToken).database(session.projectId);
    await db.knex.raw('create table rivers (id integer primary key, name text)');
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=&dbalias=&type=info`);
    const info = page.getByTestId('info-tab');
    await info.getByTestId('count-tables').first().waitFor({ timeout: 15_000 });
    expect(await info.getByTestId('count-tables').textContent()).toBe('2');
    await info.getByRole('button', { name: 'Generate APIs' }).click();
    await page.getByText('Yay, REST APIs with MVC generated').waitFor();
    await expect.poll(() => info.getByTestId('count-tables').textContent()).toBe('3');
    await page.getByRole('group', { name: 'Tables' }).getByRole('treeitem', { name: 'rivers' }).waitFor({ timeout: 15_000 });
    await db.knex.raw('drop table rivers');
    await info.getByRole('button', { name: 'Generate APIs' }).click();
    await expect.poll(() => info.getByTestId('count-tables').textContent()).toBe('2');
    expect(tb.pageErrors).toEqual([]);
  });

  it('exports the metadata zip and imports it as a new project', async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=&dbalias=&type=meta`);
    const meta = page.getByTestId('meta-tab');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      meta.getByRole('button', { name: 'Export metadata zip' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Atlas-meta.zip');
    const file = await downloadedFile(download);

    await meta.locator('input[type=file]').setInputFiles(file);
    const confirm = page.getByRole('alertdialog', { name: 'Create the project “Atlas”?' });
    await confirm.getByText('2 tables created: cities, countries').waitFor();
    await confirm.getByRole('button', { name: 'Create project' }).click();
    await page.getByText('Project “Atlas” created').waitFor();
    await page.waitForURL((url) => /#\/nc\/[^/?]+/.test(url.hash) && !url.hash.includes(session.projectId));
    // A fresh load of the new project's page: the tree it had a moment before could still be the
    // exported project's, which has the same table names.
    await page.goto(`${h.url}/?t=${Date.now()}${new URL(page.url()).hash}`);
    const tables = page.getByRole('group', { name: 'Tables' });
    await expect.poll(() => tables.getByRole('treeitem').allInnerTexts(), { timeout: 15_000 }).toEqual(['cities', 'countries']);
    expect(tb.pageErrors).toEqual([]);
  });

  it('exports a JSON file, imports it into another project after a preview, and resets that one', async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}?name=&dbalias=&type=meta`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('meta-tab').getByRole('button', { name: 'Export to file (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Atlas-meta.json');
    const file = await downloadedFile(download);

    const annex = await signedUpProject(h, { title: 'Annex', token: session.token });
    await annex.createTables({ notes: { id: 'ID', body: 'LongText' } });
    await annex.rpc('virtualColumnCreate', { tn: 'notes', column: { _cn: 'twice', formula: { value: 'CONCAT({body}, {body})' } } });
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${annex.projectId}?name=&dbalias=&type=meta`);
    const tables = page.getByRole('group', { name: 'Tables' });
    await tables.getByRole('treeitem', { name: 'notes' }).waitFor({ timeout: 15_000 });
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId('meta-tab').getByRole('button', { name: 'Import into this project' }).click(),
    ]);
    await chooser.setFiles(file);
    const confirm = page.getByRole('alertdialog', { name: 'Import into “Annex”?' });
    await confirm.getByText('2 tables created: cities, countries').waitFor();
    await confirm.getByRole('button', { name: 'Import' }).click();
    await page.getByText('Imported into “Annex”').waitFor();
    await tables.getByRole('treeitem', { name: 'countries' }).waitFor({ timeout: 15_000 });
    expect(await tables.getByRole('treeitem').allInnerTexts()).toEqual(['cities', 'countries', 'notes']);

    await page.getByTestId('meta-tab').getByRole('button', { name: 'Reset metadata' }).click();
    await page.getByRole('alertdialog', { name: 'Reset the metadata of “Annex”?' }).getByRole('button', { name: 'Reset metadata' }).click();
    await page.getByText('Metadata of “Annex” read again from the database').waitFor();
    const notes = JSON.parse((await annex.rpc('tableXcModelGet', { tn: 'notes' })).meta) as { v?: unknown[] };
    expect(notes.v ?? []).toEqual([]);
    expect(await tables.getByRole('treeitem').allInnerTexts()).toEqual(['cities', 'countries', 'notes']);
    expect(tb.pageErrors).toEqual([]);
  });

  it('exports from a project menu of My Projects and imports beside New project', async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/projects`);
    await page.getByRole('button', { name: 'Actions of Atlas' }).first().click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export metadata zip' }).click(),
    ]);
    const file = await downloadedFile(download);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Import project metadata zip' }).click(),
    ]);
    await chooser.setFiles(file);
    await page.getByRole('alertdialog', { name: 'Create the project “Atlas”?' }).getByRole('button', { name: 'Create project' }).click();
    await page.getByText('Project “Atlas” created').waitFor();
    await page.getByRole('group', { name: 'Tables' }).getByRole('treeitem', { name: 'countries' }).waitFor({ timeout: 15_000 });
    expect(tb.pageErrors).toEqual([]);
  });
});
