import { bootTestHost, builtWebDist, createTestDatabase, openBrowser, type TestDatabase, type TestHost } from '@plinth/sdk/testing';
import knex from 'knex';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SCREENSHOT = '/tmp/plinth-projects.png';
const FORM_SCREENSHOT = '/tmp/plinth-project-form.png';
const PLUGINS = ['themes', 'mailer', 'auth', 'dialect-sqlite', 'dialect-pg', 'dialect-mysql', 'projects', 'dashboard'];
const EMAIL = 'ada@example.com';
const PASSWORD = 'correct horse battery';

let h: TestHost;
let pg: TestDatabase;
let browser: Browser;
let page: Page;
let pageErrors: string[] = [];

/** A scratch PostgreSQL database with two tables the external project should list. */
async function scratchPostgres(): Promise<TestDatabase> {
  const db = await createTestDatabase('pg', 'plinth_web');
  const k = knex({ client: 'pg', connection: db.url, pool: { min: 0, max: 1 } });
  try {
    await k.schema.createTable('customers', (t) => {
      t.increments('id');
      t.string('full_name').notNullable();
    });
    await k.schema.createTable('orders', (t) => {
      t.increments('id');
      t.integer('customer_id').references('customers.id');
    });
  } finally {
    await k.destroy();
  }
  return db;
}

const hashPath = () => new URL(page.url()).hash.replace(/^#/, '').split('?')[0];
const waitForPath = (path: string | RegExp) =>
  page.waitForFunction(
    ([source, flags]) => new RegExp(source!, flags).test(window.location.hash.replace(/^#/, '').split('?')[0]!),
    typeof path === 'string' ? [`^${path.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&')}$`, ''] : [path.source, path.flags],
  );
const field = (label: string) => page.getByLabel(label, { exact: true });
const projectRows = () => page.getByTestId('project-row');

async function newProject(choice: 'Create a new project' | 'Connect to an external database'): Promise<void> {
  await page.goto(`${h.url}/#/projects`);
  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByRole('menuitem', { name: new RegExp(choice) }).click();
}

beforeAll(async () => {
  const webDist = builtWebDist();
  [h, pg] = await Promise.all([bootTestHost({ plugins: PLUGINS, webDist }), scratchPostgres()]);
  ({ browser, page, pageErrors } = await openBrowser());
});

afterAll(async () => {
  await browser?.close();
  await h?.close();
  await pg?.drop();
});

describe('projects in the built app against a real host', () => {
  it('lands the first user, once signed up, on an empty My Projects', async () => {
    await page.goto(`${h.url}/#/`);
    await waitForPath('/user/authentication/signup');
    await field('E-mail').fill(EMAIL);
    await field('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await waitForPath('/projects');
    await page.getByRole('heading', { name: 'My Projects' }).waitFor();
    await page.getByText('Get started by creating a new project').waitFor();
  });

  it('creates a new embedded project and opens it', async () => {
    await newProject('Create a new project');
    await waitForPath('/project/xcdb');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Project name required').waitFor();
    await field('Project name').fill('Library');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(/^\/nc\/p_[0-9a-f]+$/);
    expect(new URL(page.url()).hash).toMatch(/\?new=1$/);
    await page.getByRole('heading', { name: 'Library', level: 1 }).waitFor();
    // The dashboard plugin's tree: the Tables folder of a new project is empty.
    await page.getByRole('group', { name: 'Tables' }).getByText('No tables in this schema').waitFor();

    await page.goto(`${h.url}/#/projects`);
    await projectRows().first().waitFor();
    expect(await projectRows().allInnerTexts()).toEqual([expect.stringMatching(/^Library\s+Embedded SQLite\s+REST\s+Running/)]);
  });

  it('connects a second project to PostgreSQL after a successful Test connection, and shows its tables', async () => {
    const url = new URL(pg.url);
    await newProject('Connect to an external database');
    await waitForPath('/project/name');
    await field('Project name').fill('Shop');
    expect(await field('Database type').inputValue()).toBe('pg');
    expect(await field('Port').inputValue()).toBe('5432');
    await field('Host').fill(url.hostname);
    await field('Port').fill(url.port || '5432');
    await field('Username').fill(decodeURIComponent(url.username));
    await field('Password').fill(decodeURIComponent(url.password));
    await field('Database').fill(pg.name);

    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText('Connection was successful').waitFor();
    await field('Database').fill('plinth_no_such_database');
    await field('Create the database if it does not exist').uncheck();
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText(/^Connection Failure: /).waitFor();
    await field('Database').fill(pg.name);
    await page.getByText(/^Connection Failure: /).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Advanced' }).click();
    await field('SSL usage').selectOption('no');
    await page.screenshot({ path: FORM_SCREENSHOT, fullPage: true });

    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(/^\/nc\/p_[0-9a-f]+$/);
    const tables = page.getByRole('group', { name: 'Tables' });
    await tables.getByRole('treeitem', { name: 'orders' }).waitFor();
    expect(await tables.getByRole('treeitem').allInnerTexts()).toEqual(['customers', 'orders']);

    await page.goto(`${h.url}/#/projects`);
    await page.getByRole('link', { name: 'Shop' }).waitFor();
    expect(await projectRows().allInnerTexts()).toEqual([
      expect.stringMatching(/^Shop\s+PostgreSQL\s+REST\s+Running/),
      expect.stringMatching(/^Library\s+Embedded SQLite/),
    ]);
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('lib');
    await page.getByRole('link', { name: 'Shop' }).waitFor({ state: 'detached' });
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('');
    await page.getByRole('link', { name: 'Shop' }).waitFor();
    await page.screenshot({ path: SCREENSHOT });
  });

  it('stops a project from its menu after confirming', async () => {
    await page.getByRole('button', { name: 'Actions of Shop' }).click();
    await page.getByRole('menuitem', { name: 'Stop' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Project Shop stopped').waitFor();
    await projectRows().filter({ hasText: 'Shop' }).getByText('Stopped').waitFor();
    expect(hashPath()).toBe('/projects');
    expect(pageErrors).toEqual([]);
  });
});
