/**
 * The template gallery in the built app (Debian's Chromium, real host): gallery -> detail ->
 * Create REST Project -> the overlay's rotating messages -> the new project's dashboard with the
 * template's tables and rows; My Projects' 'Create from template' with the detail inline in the
 * modal; and the dashboard top bar's import into the open project, its tree following.
 */
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, openBrowser, signedUpProject } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES } from '../server/builtins/index.js';

let h: TestHost;
let tb: TestBrowser;
let session: TestProjectSession;

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Existing' });
  tb = await openBrowser({ width: 1400, height: 900 });
  await session.signIn(tb.page);
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('template gallery', () => {
  it('goes from the gallery to the detail, creates a REST project behind the overlay and opens it', async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/project/templates`);
    const cards = page.getByTestId('template-card');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(BUILT_IN_TEMPLATES.length);
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByText('HR', { exact: true }).click();
    await expect.poll(() => cards.count()).toBe(2);
    await categories.getByText('All templates').click();
    await expect.poll(() => cards.count()).toBe(BUILT_IN_TEMPLATES.length);

    await page.getByRole('button', { name: 'Bug tracker' }).click();
    await page.getByRole('heading', { name: 'Bug tracker' }).waitFor();
    expect(page.url()).toMatch(/#\/project\/templates\/\d+$/);
    // the editor, read-only, shows the template's tables
    await page.getByRole('region', { name: 'Table components' }).waitFor();
    expect(await page.getByTestId('template-table').count()).toBe(5);

    // Slow the creation down so the overlay's messages can be seen turning.
    await page.route('**/dashboard?q=sqlOp_projectCreateByWebWithXCDB', async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Use template' }).click();
    await page.getByRole('menuitem', { name: 'Create REST Project' }).click();
    const overlay = page.getByRole('dialog', { name: 'Creating your project' });
    await overlay.waitFor();
    await overlay.getByText('Creating the project').waitFor({ timeout: 3000 });
    await page.waitForURL(/#\/nc\/[^/?]+\?new=1$/, { timeout: 20_000 });
    await page.unroute('**/dashboard?q=sqlOp_projectCreateByWebWithXCDB');
    const tables = page.getByRole('group', { name: 'Tables' });
    for (const tn of ['bugs', 'components', 'developers', 'labels', 'releases'])
      await tables.getByRole('treeitem', { name: tn }).waitFor({ timeout: 15_000 });

    const projectId = /#\/nc\/([^/?]+)/.exec(page.url())![1]!;
    const bugs = await h.request(`/nc/${projectId}/api/v1/bugs?bt=components`, { headers: { 'xc-auth': session.token } });
    expect(bugs.body.list[0]).toMatchObject({ title: 'Login button does nothing on Safari', 'Component name': 'Web app' });
    expect(tb.pageErrors).toEqual([]);
  });

  it("creates a GraphQL project from My Projects' 'Create from template', the detail inline in the modal", async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/projects`);
    await page.getByRole('button', { name: 'Create from template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Project templates' });
    await dialog.getByRole('button', { name: 'Help desk' }).click();
    await dialog.getByRole('heading', { name: 'Help desk' }).waitFor();
    await dialog.getByRole('button', { name: 'Back to the templates' }).click();
    await expect.poll(() => dialog.getByTestId('template-card').count()).toBe(BUILT_IN_TEMPLATES.length);
    // Three cards a row in the modal on a 1400 px window (each spans 4 of 12 columns).
    expect(await dialog.getByRole('list', { name: 'Templates' }).getAttribute('data-span')).toBe('4');
    await dialog.getByRole('button', { name: 'Blog' }).click();
    expect(page.url()).toMatch(/#\/projects$/);

    await page.route('**/dashboard?q=sqlOp_projectCreateByWebWithXCDB', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Use template' }).click();
    await page.getByRole('menuitem', { name: 'Create GQL Project' }).click();
    // The overlay covers the whole window, not just the modal.
    const overlay = page.getByRole('dialog', { name: 'Creating your project' });
    await overlay.waitFor();
    expect(await overlay.boundingBox()).toMatchObject({ x: 0, y: 0, width: 1400, height: 900 });
    await page.waitForURL(/#\/nc\/[^/?]+\?new=1$/, { timeout: 20_000 });
    await page.unroute('**/dashboard?q=sqlOp_projectCreateByWebWithXCDB');
    await page.getByRole('group', { name: 'Tables' }).getByRole('treeitem', { name: 'posts' }).waitFor({ timeout: 15_000 });
    const projectId = /#\/nc\/([^/?]+)/.exec(page.url())![1]!;
    const r = await h.request(`/nc/${projectId}/v1/graphql`, { body: { query: '{ postsCount }' }, headers: { 'xc-auth': session.token } });
    expect(r.body.data).toEqual({ postsCount: 3 });
    expect(tb.pageErrors).toEqual([]);
  });

  it("imports a template's tables into the open project from the top bar", async () => {
    const page = tb.page;
    await page.goto(`${h.url}/?t=${Date.now()}#/nc/${session.projectId}`);
    await page.getByRole('button', { name: 'Import a project template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Project templates' });
    await dialog.getByRole('button', { name: 'Blog' }).click();
    await dialog.getByRole('button', { name: 'Use template' }).click();
    await page.getByText('Imported 4 tables successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const tables = page.getByRole('group', { name: 'Tables' });
    for (const tn of ['authors', 'posts', 'tags', 'comments'])
      await tables.getByRole('treeitem', { name: tn }).waitFor({ timeout: 15_000 });
    expect(tb.pageErrors).toEqual([]);
  });
});
