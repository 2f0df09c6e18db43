import { bootTestHost, builtWebDist, openBrowser, signedUpProject } from '@plinth/sdk/testing';
import type { TestBrowser, TestHost, TestProjectSession } from '@plinth/sdk/testing';
import { builtInPlugins } from '@plinth/host-server';
import type { Page, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** One column per editable uidt (001 s.3), in grid order after `id`. */
const COLUMNS = [
  { cn: 'title', uidt: 'SingleLineText' },
  { cn: 'notes', uidt: 'LongText' },
  { cn: 'qty', uidt: 'Number' },
  { cn: 'price', uidt: 'Decimal' },
  { cn: 'cost', uidt: 'Currency' },
  { cn: 'pct', uidt: 'Percent' },
  { cn: 'dur', uidt: 'Duration' },
  { cn: 'stars', uidt: 'Rating' },
  { cn: 'done', uidt: 'Checkbox' },
  { cn: 'day', uidt: 'Date' },
  { cn: 'at', uidt: 'Time' },
  { cn: 'stamp', uidt: 'DateTime' },
  { cn: 'yr', uidt: 'Year' },
  { cn: 'colour', uidt: 'SingleSelect', dtxp: "'red','green'" },
  { cn: 'tags', uidt: 'MultiSelect', dtxp: "'a','b','c'" },
  { cn: 'mail', uidt: 'Email' },
  { cn: 'site', uidt: 'URL' },
  { cn: 'phone', uidt: 'PhoneNumber' },
  { cn: 'files', uidt: 'Attachment' },
  { cn: 'meta', uidt: 'JSON' },
  { cn: 'shape', uidt: 'Geometry' },
] as const;
const ORDER = ['id', ...COLUMNS.map((c) => c.cn)];

let h: TestHost;
let tb: TestBrowser;
let page: Page;
let session: TestProjectSession;
let token: string;
let projectId: string;

const rpc = (op: string, args: unknown) => session.rpc(op, args);
const api = (path: string, init?: { method?: string; body?: unknown }) => session.api(path, init);

async function openGrid(p: Page, tn = 'everything') {
  // The dashboard opens the table's tab from the route's query; a full load each time (a new
  // query string), so every test starts from a fresh app.
  await p.goto(`${h.url}/?t=${Date.now()}#/nc/${projectId}?name=${tn}&dbalias=db&type=table`);
  try {
    await p.getByTestId('cell-0-id').waitFor({ timeout: 15_000 });
  } catch (err) {
    await p.screenshot({ path: '/tmp/plinth-grid-failed.png' });
    throw new Error(`${String(err)}\npage text: ${await p.locator('body').innerText()}\nerrors: ${tb.pageErrors.join('; ')}`, {
      cause: err,
    });
  }
}

/** Selects the cell of row 0 in a column by keyboard (columns off screen are not rendered). */
async function selectCell(p: Page, key: string, row = 0) {
  await p.getByTestId('grid').focus();
  await p.keyboard.press('Control+Home');
  for (let i = 0; i < row; i++) await p.keyboard.press('ArrowDown');
  const index = ORDER.indexOf(key);
  for (let i = 0; i < index; i++) await p.keyboard.press('ArrowRight');
  const cell = p.getByTestId(`cell-${row}-${key}`);
  await cell.waitFor();
  return cell;
}

/** Runs an action that saves a cell and waits for the PUT it sends. */
async function saved(p: Page, action: () => Promise<void>) {
  const put = p.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/v1/everything/'));
  await action();
  const res = await put;
  expect(res.status(), await res.text()).toBe(200);
}

async function typeInto(key: string, text: string) {
  await selectCell(page, key);
  await page.keyboard.press('Enter');
  const input = page.getByLabel(`Edit ${key}`, { exact: true });
  await input.fill(text);
  await saved(page, () => input.press('Enter'));
}

beforeAll(async () => {
  const webDist = builtWebDist();
  h = await bootTestHost({ plugins: builtInPlugins, webDist });
  session = await signedUpProject(h, { title: 'Grid' });
  ({ token, projectId } = session);
  await rpc('tableCreate', { tn: 'everything', columns: [{ cn: 'id', uidt: 'ID' }, ...COLUMNS] });
  await session.createTables({ labels: { id: 'ID', name: 'SingleLineText' }, parts: { id: 'ID', name: 'SingleLineText' } });
  for (const title of ['first', 'banana', 'cherry', 'apple']) expect((await api('/everything', { body: { title } })).status).toBe(201);
  for (const name of ['red label', 'blue label']) await api('/labels', { body: { name } });
  for (const name of ['bolt', 'nut']) await api('/parts', { body: { name } });
  tb = await openBrowser({ width: 1280, height: 800 });
  page = tb.page;
  await signIn(page);
});

const signIn = (p: Page) => session.signIn(p);

afterAll(async () => {
  await tb?.close();
  await h?.close();
});

describe('the grid in the built app', () => {
  it('edits a cell of every column type, and the values survive a reload', async () => {
    await openGrid(page);
    await page.getByText('4 rows').waitFor();

    // A value the column type refuses is reported and not sent.
    await selectCell(page, 'qty');
    await page.keyboard.press('Enter');
    await page.getByLabel('Edit qty', { exact: true }).fill('many');
    await page.getByLabel('Edit qty', { exact: true }).press('Enter');
    expect(await page.getByRole('alert').first().textContent()).toBe("'many' is not a whole number");
    await page.getByLabel('Edit qty', { exact: true }).press('Escape');

    await typeInto('title', 'Hello grid');
    await typeInto('qty', '42');
    await typeInto('price', '3.25');
    await typeInto('cost', '9.99');
    await typeInto('pct', '12.5');
    await typeInto('dur', '1:30:00');
    await typeInto('day', '2024-02-29');
    await typeInto('at', '13:45');
    await typeInto('stamp', '2024-02-29T13:45');
    await typeInto('yr', '2024');
    await typeInto('mail', 'ada@example.com');
    await typeInto('site', 'https://example.com/x');
    await typeInto('phone', '+1 555 0100');
    await typeInto('shape', 'POINT(1 2)');

    // Long text and JSON edit in a text area (Ctrl+Enter saves).
    for (const [key, text] of [
      ['notes', 'line 1\nline 2'],
      ['meta', '{"k": [1, 2]}'],
    ] as const) {
      await selectCell(page, key);
      await page.keyboard.press('Enter');
      const area = page.getByLabel(`Edit ${key}`, { exact: true });
      await area.fill(text);
      await saved(page, () => area.press('Control+Enter'));
    }

    await selectCell(page, 'done');
    await saved(page, () => page.keyboard.press('Space'));

    await selectCell(page, 'stars');
    await page.keyboard.press('Enter');
    await saved(page, () => page.getByRole('button', { name: 'Rate 4' }).click());

    await selectCell(page, 'colour');
    await page.keyboard.press('Enter');
    await saved(page, () => page.getByRole('listbox', { name: 'Edit colour' }).getByRole('option', { name: 'green', exact: true }).click());

    await selectCell(page, 'tags');
    await page.keyboard.press('Enter');
    await saved(page, () => page.getByRole('listbox', { name: 'Edit tags' }).getByRole('option', { name: 'a', exact: true }).click());
    await saved(page, () => page.getByRole('listbox', { name: 'Edit tags' }).getByRole('option', { name: 'c', exact: true }).click());
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    await selectCell(page, 'files');
    await page.keyboard.press('Enter');
    await saved(page, () =>
      page
        .getByLabel('Upload files', { exact: true })
        .setInputFiles({ name: 'hello.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }),
    );
    await page.getByRole('link', { name: 'hello.txt' }).first().waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    const row = (await api('/everything/1')).body;
    expect(row).toMatchObject({
      title: 'Hello grid',
      notes: 'line 1\nline 2',
      qty: 42,
      price: 3.25,
      cost: 9.99,
      pct: 12.5,
      dur: 5400,
      stars: 4,
      done: true,
      day: '2024-02-29',
      yr: 2024,
      colour: 'green',
      tags: 'a,c',
      mail: 'ada@example.com',
      site: 'https://example.com/x',
      phone: '+1 555 0100',
      shape: 'POINT(1 2)',
    });
    expect(String(row.at)).toMatch(/^13:45/);
    expect(String(row.stamp)).toMatch(/^2024-02-29[ T]13:45/);
    expect(JSON.parse(String(row.meta))).toEqual({ k: [1, 2] });
    const files = typeof row.files === 'string' ? JSON.parse(row.files) : row.files;
    expect(files).toEqual([expect.objectContaining({ title: 'hello.txt', mimetype: 'text/plain' })]);

    // Undo puts the previous value back.
    await saved(page, () => page.getByRole('button', { name: 'Undo' }).click());
    expect((await api('/everything/1')).body.files).toBeNull();
    await typeInto('title', 'Hello grid');

    await page.reload();
    await page.getByTestId('cell-0-id').waitFor();
    const shown: Record<string, string> = {};
    // Checkbox and rating are drawn (a box, stars): their label says the value.
    const drawn = new Set(['done', 'stars']);
    for (const key of ORDER) {
      const cell = await selectCell(page, key);
      shown[key] = (drawn.has(key) ? await cell.locator('[role="img"]').getAttribute('aria-label') : await cell.textContent()) ?? '';
    }
    expect(shown).toMatchObject({
      title: 'Hello grid',
      notes: 'line 1\nline 2',
      done: 'Checked',
      qty: '42',
      price: '3.25',
      pct: '12.5%',
      dur: '1:30:00',
      stars: '4 of 5',
      // Numbers and dates in the user's language (English here); the values stay ISO (above).
      day: 'Feb 29, 2024',
      yr: '2024',
      colour: 'green',
      tags: 'ac',
      mail: 'ada@example.com',
      site: 'https://example.com/x',
      phone: '+1 555 0100',
      shape: 'POINT(1 2)',
    });
    expect(tb.pageErrors).toEqual([]);
  });

  it('opens an attachment whose stored link has expired through a freshly signed URL', async () => {
    const form = new FormData();
    form.append('files', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    const uploaded = await fetch(`${h.url}/api/v1/storage/${projectId}/upload`, {
      method: 'POST',
      body: form,
      headers: { 'xc-auth': token },
    });
    expect(uploaded.status).toBe(201);
    const files = ((await uploaded.json()) as { list: { url: string; path: string }[] }).list;
    expect(files).toEqual([expect.objectContaining({ title: 'hello.txt', path: expect.any(String) })]);
    // The link stored with the row, as it is an hour after the upload: refused.
    const expired = files.map((f: { url: string }) => ({ ...f, url: f.url.replace(/token=[^&]+/, 'token=expired') }));
    expect((await api('/everything/1', { method: 'PUT', body: { files: expired } })).status).toBe(200);
    expect((await h.request(expired[0]!.url)).status).toBe(401);
    await openGrid(page);
    await selectCell(page, 'files'); // brings the column into view
    const chip = page.getByRole('link', { name: 'hello.txt' }).first();
    expect(await chip.getAttribute('href')).toContain('token=expired');
    const fileLoad = page.context().waitForEvent('response', (r) => r.url().includes('/files/') && !r.url().includes('token=expired'));
    const popup = page.waitForEvent('popup');
    await chip.click();
    expect((await fileLoad).status()).toBe(200);
    await (await popup).close();
  });
  it('copies a range and pastes it into other rows', async () => {
    await openGrid(page);
    await selectCell(page, 'title');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    const copied = await page.evaluate(() => {
      const data = new DataTransfer();
      const event = new ClipboardEvent('copy', { clipboardData: data, bubbles: true, cancelable: true });
      document.querySelector('[data-testid="grid"]')!.dispatchEvent(event);
      return data.getData('text/plain');
    });
    expect(copied).toBe('Hello grid\t"line 1\nline 2"\t42');
    await selectCell(page, 'qty', 1);
    await saved(page, () =>
      page.evaluate(() => {
        const data = new DataTransfer();
        data.setData('text/plain', '7\t1.5\n8\t2.5');
        document
          .querySelector('[data-testid="grid"]')!
          .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }),
    );
    await expect
      .poll(async () => (await api('/everything?sort=id&fields=id,qty,price')).body.list.slice(1, 3))
      .toEqual([
        { id: 2, qty: 7, price: 1.5 },
        { id: 3, qty: 8, price: 2.5 },
      ]);
  });

  it('expands a row into a form with its audit list, and shows comments as text', async () => {
    await openGrid(page);
    await page.getByTestId('cell-0-id').hover(); // a row shows its controls under the pointer
    await page.getByLabel('Expand row 1', { exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Row 1' });
    await dialog.getByRole('button', { name: 'Edit title', exact: true }).click();
    const input = dialog.getByLabel('Edit title', { exact: true });
    await input.fill('Hello form');
    await saved(page, () => input.press('Enter'));
    const audit = dialog.getByTestId('audit-list');
    await audit.getByText(/^title: .* → Hello form$/).waitFor();
    const html = '<img src=x onerror="window.__pwned=1"><b>bold</b>';
    await dialog.getByLabel('Comment', { exact: true }).fill(html);
    await dialog.getByRole('button', { name: 'Add comment' }).click();
    await audit.getByText(html).waitFor();
    expect(await audit.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('cell-0-title').textContent()).toBe('Hello form');
  });

  it('links rows through new Has Many and Many To Many columns, and adds a lookup and a rollup, all from the column editor', async () => {
    await openGrid(page);
    for (const [type, table] of [
      ['Many To Many', 'labels'],
      ['Has Many', 'parts'],
    ] as const) {
      await page.getByRole('button', { name: 'Add column' }).click();
      await page.getByLabel('Column type').selectOption('LinkToAnotherRecord');
      await page.getByLabel('Relation type').selectOption({ label: type });
      await page.getByLabel('Related table').selectOption(table);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('dialog', { name: 'Add column' }).waitFor({ state: 'detached' });
      await page.getByText('Column saved').first().waitFor();
    }
    await page.getByTestId('cell-0-id').waitFor();
    for (const [key, label] of [
      ['labelsMMList', 'red label'],
      ['partsList', 'bolt'],
    ] as const) {
      await page.getByTestId('cell-0-id').hover();
      await page.getByLabel('Expand row 1', { exact: true }).click();
      await page.getByRole('button', { name: `Edit links to ${key.replace(/M?M?List$/, '')}` }).click();
      const available = page.getByRole('region', { name: 'Link a row' }).getByRole('listitem').filter({ hasText: label });
      await available.getByRole('button', { name: 'Link' }).click();
      await page.getByRole('region', { name: 'Linked' }).getByText(label).waitFor();
      await page.keyboard.press('Escape');
      // The links dialog replaced the expanded row (its opener is gone): the grid gets the focus back.
      await expect.poll(() => page.getByTestId('grid').evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
    }
    const row = (await api('/everything/1?mm=labels&hm=parts')).body;
    expect(row.labelsMMList.map((r: { name: string }) => r.name)).toEqual(['red label']);
    expect(row.partsList.map((r: { name: string }) => r.name)).toEqual(['bolt']);

    // A lookup and a rollup through the new has-many relation, read-only in the grid.
    for (const [name, type, fn] of [
      ['part_names', 'Lookup', ''],
      ['part_count', 'Rollup', 'count'],
    ] as const) {
      await page.getByRole('button', { name: 'Add column' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add column' });
      await dialog.getByLabel('Column name').fill(name);
      await dialog.getByLabel('Column type').selectOption(type);
      await dialog.getByLabel('Related table').selectOption('hm:parts');
      if (type === 'Rollup') await dialog.getByRole('button', { name: 'Save' }).click();
      if (type === 'Rollup') await dialog.getByText('Related column name required').waitFor();
      await dialog.getByLabel('Related column').selectOption(type === 'Lookup' ? 'name' : 'id');
      if (fn) {
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.getByText('Rollup aggregate function name required').waitFor();
        await dialog.getByLabel('Aggregate function').selectOption(fn);
      }
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await expect
      .poll(async () => {
        const r = (await api('/everything/1')).body;
        return [r.part_names, r.part_count];
      })
      .toEqual([['bolt'], 1]);
    await page.getByTestId('cell-0-id').waitFor();
    await page.getByTestId('cell-0-id').hover();
    await page.getByLabel('Expand row 1', { exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Row 1' });
    await form.getByText('part_names').waitFor();
    expect(await form.getByRole('button', { name: 'Edit part_names' }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('adds a column from the toolbar and deletes it from its header menu after confirming', async () => {
    await openGrid(page);
    await page.getByRole('button', { name: 'Add column' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add column' });
    await dialog.getByLabel('Column name').fill('title');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Duplicate column not allowed').waitFor();
    await dialog.getByLabel('Column name').fill('scratch');
    await dialog.getByLabel('Column type').selectOption('SingleSelect');
    await dialog.getByLabel('Options (comma-separated)').fill('x, y');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const columns = async () =>
      JSON.parse((await rpc('tableXcModelGet', { tn: 'everything' })).meta).columns.map((c: { cn: string; dtxp?: string }) => [
        c.cn,
        c.dtxp,
      ]);
    expect(await columns()).toContainEqual(['scratch', "'x','y'"]);

    await page.getByTestId('cell-0-id').waitFor();
    await page.getByTestId('grid').focus();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Column menu of scratch' }).click();
    await page.getByRole('menuitem', { name: 'Delete column' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete column' });
    await confirm.getByText("Delete the column 'scratch' and its data?").waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Column deleted').first().waitFor();
    expect((await columns()).map((c: [string]) => c[0])).not.toContain('scratch');
  });

  it('does not send a page its own inserts and deletes back (xc-client-id), and sends them to other pages', async () => {
    type Change = { op: string; pk: string; origin?: string };
    /** What the page's live sockets receive: `rows:changed` changes, and subscribe acks. */
    const listen = (p: Page) => {
      const got = { changes: [] as Change[], subscribed: 0, off: () => void p.off('websocket', onSocket) };
      const onSocket = (ws: WebSocket) =>
        ws.on('framereceived', ({ payload }) => {
          const text = String(payload);
          // socket.io packets: `42[event, data]` events, `43<id>[answer]` acks.
          if (text.startsWith('42[')) {
            const [event, data] = JSON.parse(text.slice(2)) as [string, { changes: Change[] }];
            if (event === 'rows:changed') got.changes.push(...data.changes);
          } else if (/^43\d+\[\{"ok":true\}\]$/.test(text)) got.subscribed++;
        });
      p.on('websocket', onSocket);
      return got;
    };
    const rowsWrite = (p: Page, method: string) =>
      p.waitForRequest((r) => r.method() === method && /\/api\/v1\/everything(\/\d+)?$/.test(new URL(r.url()).pathname));
    /** Adds a row from the page's toolbar: its id and the `xc-client-id` the POST carried. */
    const addRow = async (p: Page) => {
      const post = rowsWrite(p, 'POST');
      await p.getByRole('button', { name: 'Add row' }).click();
      const request = await post;
      const res = (await request.response())!;
      expect(res.status(), await res.text()).toBe(201);
      return { pk: String(((await res.json()) as { id: number }).id), clientId: request.headers()['xc-client-id'] };
    };
    const deleteRow = async (p: Page, index: number) => {
      await p.getByTestId(`cell-${index}-id`).hover();
      await p.getByLabel(`Select row ${index + 1}`, { exact: true }).check();
      await p.getByRole('button', { name: 'Delete rows' }).click();
      const del = rowsWrite(p, 'DELETE');
      await p.getByRole('button', { name: 'Delete', exact: true }).click();
      const request = await del;
      expect((await request.response())!.status()).toBe(200);
      return request.headers()['xc-client-id'];
    };

    const other = await tb.browser.newPage();
    const mine = listen(page);
    try {
      await signIn(other);
      const theirs = listen(other);
      await openGrid(other);
      await openGrid(page);
      await expect.poll(() => mine.subscribed * theirs.subscribed).toBeGreaterThan(0);
      const before = (await api('/everything/count')).body.count as number;

      // This page's insert reaches the other page (which shows it), not this page.
      const added = await addRow(page);
      expect(added.clientId).toMatch(/^[\w-]{1,64}$/);
      await expect.poll(() => theirs.changes).toEqual([expect.objectContaining({ op: 'insert', pk: added.pk, origin: added.clientId })]);
      await expect.poll(async () => other.getByTestId(`cell-${before}-id`).textContent()).toBe(added.pk);
      // The other page's insert reaches this page; it is the first change this page hears of,
      // and it was sent after the first insert would have been: no echo of that one.
      const theirAdd = await addRow(other);
      expect(theirAdd.clientId).toMatch(/^[\w-]{1,64}$/);
      expect(theirAdd.clientId).not.toBe(added.clientId);
      await expect
        .poll(() => mine.changes)
        .toEqual([expect.objectContaining({ op: 'insert', pk: theirAdd.pk, origin: theirAdd.clientId })]);
      await expect.poll(async () => page.getByTestId(`cell-${before + 1}-id`).textContent()).toBe(theirAdd.pk);

      // The same for deletes, each page its own row.
      expect(await deleteRow(page, before)).toBe(added.clientId);
      await expect
        .poll(() => theirs.changes.map((c) => [c.op, c.pk]))
        .toEqual([
          ['insert', added.pk],
          ['delete', added.pk],
        ]);
      await expect.poll(async () => other.getByTestId(`cell-${before}-id`).textContent()).toBe(theirAdd.pk);
      expect(await deleteRow(other, before)).toBe(theirAdd.clientId);
      await expect
        .poll(() => mine.changes.map((c) => [c.op, c.pk]))
        .toEqual([
          ['insert', theirAdd.pk],
          ['delete', theirAdd.pk],
        ]);
      await expect.poll(async () => page.getByTestId(`cell-${before}-id`).count()).toBe(0);
      expect(theirs.changes.map((c) => [c.op, c.pk])).toEqual([
        ['insert', added.pk],
        ['delete', added.pk],
      ]);
      expect((await api('/everything/count')).body.count).toBe(before);
    } finally {
      mine.off();
      await other.close();
    }
  });

  it('filters and sorts, and the view keeps them after a reload', async () => {
    await openGrid(page);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('button', { name: 'Add filter' }).click();
    const filter = page.getByTestId('filter-row');
    await filter.getByLabel('Field').selectOption('title');
    await filter.getByLabel('Operator').selectOption('like');
    await filter.getByLabel('Value').fill('%an%');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('1 row', { exact: true }).waitFor();
    expect(await page.getByTestId('cell-0-title').textContent()).toBe('banana');

    await page.getByRole('button', { name: 'Filter (1)' }).click();
    await page.getByTestId('filter-row').getByLabel('Value').fill('%a%');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('2 rows').waitFor();

    await page.getByRole('button', { name: 'Sort' }).click();
    await page.getByRole('button', { name: 'Add sort' }).click();
    await page.getByTestId('sort-row').getByLabel('Field').selectOption('title');
    await page.getByTestId('sort-row').getByLabel('Sort', { exact: true }).selectOption('desc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(async () => page.getByTestId('cell-0-title').textContent()).toBe('banana');
    expect(await page.getByTestId('cell-1-title').textContent()).toBe('apple');

    // Widen a column by dragging its header's edge.
    const header = page.locator('[role="columnheader"][data-column="title"]');
    const box = (await header.boundingBox())!;
    await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width + 79, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await header.boundingBox())!.width)).toBe(Math.round(box.width) + 80);

    // Hide a field and pick a row height: saved with the view too.
    expect(await page.getByTestId('cell-0-notes').count()).toBe(1);
    await page.getByRole('button', { name: 'Fields' }).click();
    await page.getByLabel('Show notes', { exact: true }).uncheck();
    await page.getByRole('button', { name: 'Fields (1 hidden)' }).click();
    await page.getByLabel('Row height').selectOption('tall');
    expect(await page.getByTestId('cell-0-notes').count()).toBe(0);

    await expect
      .poll(async () => (await h.request(`/api/v1/views/${projectId}/everything`, { headers: { 'xc-auth': token } })).body.list[0].settings)
      .toMatchObject({
        filters: [{ field: 'title', op: 'like', value: '%a%' }],
        sorts: [{ field: 'title', dir: 'desc' }],
        hidden: ['notes'],
        rowHeight: 'tall',
        widths: { title: Math.round(box.width) + 80 },
      });

    await page.reload();
    await page.getByText('2 rows').waitFor();
    await page.getByRole('button', { name: 'Filter (1)' }).waitFor();
    await page.getByRole('button', { name: 'Sort (1)' }).waitFor();
    expect(await page.getByTestId('cell-0-title').textContent()).toBe('banana');
    expect(await page.getByTestId('cell-0-notes').count()).toBe(0);
    expect(await page.getByLabel('Row height').inputValue()).toBe('tall');
    expect(Math.round((await header.boundingBox())!.width)).toBe(Math.round(box.width) + 80);
    // Back to the defaults the later tests expect.
    await page.getByRole('button', { name: 'Fields (1 hidden)' }).click();
    await page.getByRole('button', { name: 'Show all' }).click();
    await page.getByLabel('Row height').selectOption('short');
  });

  it('shows an edit made in one page in another page on the same table', async () => {
    const other = await tb.browser.newPage();
    try {
      await signIn(other);
      await openGrid(other);
      await openGrid(page);
      expect(await other.getByTestId('cell-0-title').textContent()).toBe('banana');
      await typeInto('title', 'banana split');
      await expect.poll(async () => other.getByTestId('cell-0-title').textContent()).toBe('banana split');
    } finally {
      await other.close();
    }
  });
  it("picks a belongs-to cell's parent in a dialog, keeps it after a reload, and clears it (undone with Ctrl+Z)", async () => {
    await session.createTables({ customers: { id: 'ID', name: 'SingleLineText' }, orders: { id: 'ID', title: 'SingleLineText' } });
    for (const name of ['Ada', 'Bob']) expect((await api('/customers', { body: { name } })).status).toBe(201);
    expect((await api('/orders', { body: { title: 'first order' } })).status).toBe(201);
    await rpc('relationCreate', { parentTable: 'customers', childTable: 'orders', childColumn: 'customers_id', type: 'hm' });
    const bob = (await api('/customers?where=(name,eq,Bob)')).body.list[0].id as number;
    const putOrder = () => page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/v1/orders/'));

    await openGrid(page, 'orders');
    const cell = page.getByTestId('cell-0-customersRead');
    // The relation column is the last one.
    await page.getByTestId('grid').focus();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('End');
    await cell.waitFor();
    expect(await cell.textContent()).toBe('');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'customers of this row' });
    await dialog.getByText('No customers row chosen').waitFor();
    expect(await dialog.getByRole('button', { name: 'Clear' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Search').fill('Bo');
    await expect.poll(async () => dialog.getByRole('listitem').allTextContents()).toEqual(['BobChoose']);
    const put = putOrder();
    await dialog.getByRole('listitem').filter({ hasText: 'Bob' }).getByRole('button', { name: 'Choose' }).click();
    expect((await put).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => cell.textContent()).toBe('Bob');
    expect((await api('/orders/1')).body.customers_id).toBe(bob);

    await openGrid(page, 'orders');
    await expect.poll(async () => page.getByTestId('cell-0-customersRead').textContent()).toBe('Bob');
    // The current parent is marked; Clear writes null (the column allows it); Ctrl+Z restores Bob.
    await page.getByTestId('cell-0-customersRead').dblclick();
    const again = page.getByRole('dialog', { name: 'customers of this row' });
    await again.getByTestId('parent-current').getByText('Bob').waitFor();
    await expect.poll(async () => again.locator('li[aria-current="true"]').textContent()).toBe('BobChosen');
    const cleared = putOrder();
    await again.getByRole('button', { name: 'Clear' }).click();
    expect((await cleared).status()).toBe(200);
    await again.waitFor({ state: 'detached' });
    expect((await api('/orders/1')).body.customers_id).toBeNull();
    await expect.poll(async () => page.getByTestId('cell-0-customersRead').textContent()).toBe('');
    const undone = putOrder();
    await page.getByTestId('grid').focus();
    await page.keyboard.press('Control+z');
    expect((await undone).status()).toBe(200);
    expect((await api('/orders/1')).body.customers_id).toBe(bob);
    await expect.poll(async () => page.getByTestId('cell-0-customersRead').textContent()).toBe('Bob');
  });

  it('pastes a block past the last row: asks, then adds the missing rows in one bulk request', async () => {
    await session.createTables({ pasted: { id: 'ID', title: 'SingleLineText', qty: 'Number' } });
    for (const title of ['a', 'b']) expect((await api('/pasted', { body: { title } })).status).toBe(201);
    // The grid's live socket subscribed (its id is the write header the bulk insert carries).
    let subscribed = false;
    const onSocket = (ws: WebSocket) =>
      ws.on('framereceived', ({ payload }) => void (/^43\d+\[\{"ok":true\}\]$/.test(String(payload)) && (subscribed = true)));
    page.on('websocket', onSocket);
    await openGrid(page, 'pasted');
    await page.getByText('2 rows').waitFor();
    await expect.poll(() => subscribed).toBe(true);
    page.off('websocket', onSocket);
    await page.getByTestId('grid').focus();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const bulk = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/api/v1/pasted/bulk'));
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', 'x\t1\ny\t2\nz\t3');
      document
        .querySelector('[data-testid="grid"]')!
        .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    const confirm = page.getByRole('alertdialog', { name: 'Add rows' });
    await confirm.getByText('Paste adds 2 rows?').waitFor();
    await confirm.getByRole('button', { name: 'Add rows' }).click();
    const request = await bulk;
    expect(request.postDataJSON()).toEqual([
      { title: 'y', qty: 2 },
      { title: 'z', qty: 3 },
    ]);
    expect(request.headers()['xc-client-id']).toMatch(/^[\w-]{1,64}$/);
    expect((await request.response())!.status()).toBe(201);
    await page.getByText('4 rows').waitFor();
    await expect
      .poll(async () => (await api('/pasted?sort=id&fields=title,qty')).body.list)
      .toEqual([
        { title: 'a', qty: null },
        { title: 'x', qty: 1 },
        { title: 'y', qty: 2 },
        { title: 'z', qty: 3 },
      ]);
    expect(await page.getByTestId('cell-3-title').textContent()).toBe('z');
  });
});
