/**
 * Excel and CSV imports over HTTP: typed sample files (dates, numbers, empty cells, unicode,
 * duplicate and empty headers, formulas with cached values, HTML-looking text) make the expected
 * tables and rows, as a new project (embedded SQLite) and as new tables of a project on embedded
 * SQLite, PostgreSQL and MariaDB; a failing import rolls back.
 */
import type { ColumnMeta, TableMeta } from '@plinth/sdk';
import {
  bootTestHost,
  projectTargets,
  signedUpProject,
  type ProjectDatabase,
  type TestHost,
  type TestProjectSession,
} from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFile, PLUGINS, SAMPLE_CSV, sampleWorkbook } from './helpers.js';

/** A date as the API shows it on each database (PostgreSQL and MariaDB drivers answer a timestamp). */
const day = (v: unknown) => (v === null ? null : String(v).slice(0, 10));
const typesOf = (meta: TableMeta) => Object.fromEntries(meta.columns.map((c: ColumnMeta) => [c.cn, c.uidt]));

describe.each(projectTargets('plinth_sheet'))('sheet import into a project on $name', (target) => {
  let h: TestHost;
  let session: TestProjectSession;
  let db: ProjectDatabase | undefined;
  const rows = async (tn: string) => {
    const r = await session.api(`/${tn}?limit=100&sort=id`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return (r.body as { list: Record<string, unknown>[] }).list;
  };
  const tables = async () => (await session.rpc('tableList', {})) as { list: { tn: string }[] };

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    db = await target.open();
    session = await signedUpProject(h, { title: 'Sheets', db: db.input });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await db?.drop();
  });

  it('imports a CSV with typed columns, empty cells, unicode and duplicate headers', async () => {
    const { answer, job } = await importFile(h, session.token, 'sample.csv', SAMPLE_CSV, { into: session.projectId });
    expect(answer.sheets[0]!.totalRows).toBe(4);
    expect(job).toMatchObject({ status: 'done', rowsDone: 3, rowsTotal: 3, tables: ['sample'], projectId: session.projectId });
    const meta = JSON.parse((await session.rpc('tableXcModelGet', { tn: 'sample' })).meta) as TableMeta;
    expect(typesOf(meta)).toEqual({
      id: 'ID',
      name: 'SingleLineText',
      qty: 'Number',
      price: 'Decimal',
      day: 'Date',
      at: 'DateTime',
      ok: 'Checkbox',
      site: 'URL',
      name_1: 'SingleLineText',
      field_9: 'SingleLineText',
    });
    const list = await rows('sample');
    expect(list.map((r) => [r.name, r.qty, r.price, day(r.day), r.ok, r.site, r.name_1, r.field_9])).toEqual([
      ['Ærø', 3, 1.5, '2024-02-29', true, 'https://example.com', 'a', null],
      ['Quote, "comma"', null, 2, '2023-12-31', false, 'http://example.org/x', 'b', null],
      ['日本', 7, null, null, null, null, null, 'z'],
    ]);
    expect(String(list[0]!.at)).toMatch(/^2024-02-29[T ]10:30:00/);
  });

  it('imports every sheet of a workbook: Excel dates, cached formula values, text kept as text', async () => {
    const { job } = await importFile(h, session.token, 'book.xlsx', sampleWorkbook(), { into: session.projectId });
    expect(job).toMatchObject({ status: 'done', rowsDone: 7, tables: ['People', 'Cities_Towns'] });
    const people = JSON.parse((await session.rpc('tableXcModelGet', { tn: 'People' })).meta) as TableMeta;
    expect(typesOf(people)).toMatchObject({ Name: 'SingleLineText', Age: 'Number', Score: 'Decimal', Born: 'Date', Seen_at: 'DateTime' });
    expect(typesOf(people)).toMatchObject({ Active: 'Checkbox', E_mail: 'Email', Name_1: 'SingleLineText', field_9: 'SingleLineText' });
    expect(typesOf(people).Double).toBe('Number');
    const list = await rows('People');
    expect(list.map((r) => [r.Name, r.Age, r.Score, day(r.Born), r.Active, r.E_mail, r.Name_1, r.field_9, r.Double])).toEqual([
      ['Zoë Ünal', 31, 4.5, '2024-01-15', true, 'zoe@example.com', 'first', 'x', 62],
      ['李雷', 42, 3.25, '2000-01-01', false, 'li@example.com', 'second', null, 84],
      ['<b>bold</b>', null, null, null, true, null, null, null, null],
    ]);
    expect(String(list[0]!.Seen_at)).toMatch(/^2024-01-15[T ]12:00:00/);
    expect(String(list[1]!.Seen_at)).toMatch(/^2024-01-16[T ]06:00:00/);
    const cities = JSON.parse((await session.rpc('tableXcModelGet', { tn: 'Cities_Towns' })).meta) as TableMeta;
    expect(cities.columns.find((c) => c.cn === 'Country')).toMatchObject({ uidt: 'SingleSelect', dtxp: "'CH','DE'" });
    expect((await rows('Cities_Towns')).map((r) => r.City)).toEqual(['Zürich', 'Genève', 'Köln', 'Berlin']);
  });

  it('names a table after what the project has, and honours the chosen header row, names, types and skips', async () => {
    const csv = 'Report of 2024\nid;Label;Amount\n1;a;10\n2;b;20\n';
    const { job } = await importFile(h, session.token, 'sample.csv', csv, {
      into: session.projectId,
      adjust: ([sheet]) => {
        sheet!.headerRow = 2;
        sheet!.columns = [
          { name: 'id', uidt: 'Number' },
          { name: 'Label', uidt: 'LongText', skip: true },
          { name: 'Total amount', uidt: 'Decimal' },
        ];
      },
    });
    expect(job, job.error).toMatchObject({ status: 'done', rowsDone: 2, tables: ['sample_1'] });
    expect(await rows('sample_1')).toEqual([
      { id: 1, id_1: 1, Total_amount: 10 },
      { id: 2, id_1: 2, Total_amount: 20 },
    ]);
  });

  it('rolls the new tables back when a value does not fit its column, and says which', async () => {
    const before = (await tables()).list.map((t) => t.tn).sort();
    const rowsCsv = ['n', ...Array.from({ length: 2_500 }, (_, i) => String(i)), 'not a number'].join('\n');
    const { job } = await importFile(h, session.token, 'numbers.csv', rowsCsv, { into: session.projectId });
    expect(job.status).toBe('failed');
    expect(job.error).toBe("Row 2502, column 'n': 'not a number' is not a whole number");
    expect(job.rowsDone).toBe(2_000);
    expect(job.rolledBack).toBe(true);
    expect((await tables()).list.map((t) => t.tn).sort()).toEqual(before);
  });
});

describe('sheet import as a new project (embedded SQLite)', () => {
  let h: TestHost;
  let token: string;
  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    token = (await signedUpProject(h, { title: 'First' })).token;
  }, 60_000);
  afterAll(async () => h?.close());
  const projects = async () =>
    (
      (await h.request('/dashboard?q=sqlOp_PROJECT_READ_BY_WEB', { body: { args: {} }, headers: { 'xc-auth': token } })).body as {
        title: string;
      }[]
    ).map((p) => p.title);

  it('makes a project holding the workbook', async () => {
    const { job } = await importFile(h, token, 'book.xlsx', sampleWorkbook(), { title: 'From Excel' });
    expect(job).toMatchObject({ status: 'done', rowsDone: 7, rowsTotal: 7 });
    expect(await projects()).toContain('From Excel');
    const r = await h.request(`/nc/${job.projectId}/api/v1/Cities_Towns?limit=10`, { headers: { 'xc-auth': token } });
    expect((r.body as { list: unknown[] }).list).toHaveLength(4);
  });

  it('deletes the new project again when the import fails part way', async () => {
    const csv = ['d', ...Array.from({ length: 4_100 }, () => '2024-01-01'), 'yesterday'].join('\n');
    const { job } = await importFile(h, token, 'dates.csv', csv, { title: 'Broken' });
    expect(job).toMatchObject({ status: 'failed', rowsDone: 4_000, rolledBack: true });
    expect(job.error).toContain("'yesterday' is not a date");
    expect(await projects()).not.toContain('Broken');
  });
});
