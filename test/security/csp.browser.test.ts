/**
 * The Content-Security-Policy lets the app run: the pages a user opens (sign-in, projects, a
 * table's grid, a shared view, GraphiQL, Swagger UI) load in Chromium without one violation.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { builtInPlugins } from '@plinth/host-server';
import { bootTestHost, builtWebDist, columnsOf, openBrowser, signedUpProject } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';

let h: TestHost;
let b: TestBrowser;
let session: TestProjectSession;
const violations: string[] = [];

beforeAll(async () => {
  h = await bootTestHost({ plugins: builtInPlugins, webDist: builtWebDist() });
  session = await signedUpProject(h, { title: 'Policy' });
  await session.rpc('tableCreate', {
    tn: 'books',
    columns: columnsOf({ id: 'ID', title: 'SingleLineText' }),
  });
  expect((await session.api('/books', { body: { title: 'Dune' } })).status).toBe(201);
  b = await openBrowser();
  b.page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(`${b.page.url()}: ${m.text()}`);
  });
  await b.page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused to load ${e.blockedURI} (${e.violatedDirective})`));
  });
});
afterAll(async () => {
  await b?.close();
  await h?.close();
});

it('loads the app, a grid, a shared view, GraphiQL and Swagger UI without a policy violation', async () => {
  const { page } = b;
  await page.goto(`${h.url}/#/user/authentication/signin`);
  await page.getByLabel('E-mail', { exact: true }).waitFor();
  await session.signIn(page);
  await page.goto(`${h.url}/#/projects`);
  // The same document with another hash: a reload runs the sign-in script.
  await page.reload();
  await page.getByText('Policy').first().waitFor();
  await page.goto(`${h.url}/#/nc/${session.projectId}?name=books&dbalias=db&type=table`);
  await page.getByText('Dune').first().waitFor();

  const views = (await h.request(`/api/v1/views/${session.projectId}/books`, { headers: { 'xc-auth': session.token } })).body.list as {
    id: string;
  }[];
  const shared = await h.request(`/api/v1/views/${session.projectId}/books/${views[0]!.id}/share`, {
    body: {},
    headers: { 'xc-auth': session.token },
  });
  await page.goto(`${h.url}/#/nc/view/${shared.body.share.id}`);
  await page.getByText('Dune').first().waitFor();

  await page.goto(`${h.url}/nc/${session.projectId}/v1/graphql`);
  await page.locator('.graphiql-container').waitFor();
  await page.goto(`${h.url}/nc/${session.projectId}/api/v1/swagger/`);
  await page.locator('.swagger-ui .info').first().waitFor();
  await page.waitForTimeout(300);

  expect(violations).toEqual([]);
  expect(b.pageErrors).toEqual([]);
});
