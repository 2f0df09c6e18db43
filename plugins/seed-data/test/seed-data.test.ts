/**
 * Sample data on a template project with relations (the built-in Sales CRM: companies, contacts,
 * deals, activities; contacts <-> deals many-to-many), on embedded SQLite, PostgreSQL and MariaDB:
 * 10,000 rows in four tables, every one re-read through the REST API and checked against its
 * column (types, lengths, select options, patterns, foreign keys naming existing rows), then
 * `seedTerm` leaving every table, junction included, exactly as before. A run stopped midway
 * keeps what it added recorded and removable; bad settings are refused with 400 and nothing saved.
 */
import { defineManifest, definePlugin, isEmail, isPhoneNumber, isUrl, parseSelectOptions, type TableMeta } from '@plinth/sdk';
import { DataHooks, ProjectsToken } from '@plinth/sdk/server';
import type { TestDatabase, TestHost } from '@plinth/sdk/testing';
import { bootTestHost, connectionFromUrl, createProject, createTestDatabase, signUpSuperAdmin } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedPlan, SeedProgress, SeedSettingsAnswer } from '../types.js';

/** A row-change tap that fails after the commit for inserts into `doomed` (a webhook that is down, say). */
const failingTap = definePlugin({
  manifest: defineManifest({ id: 'failing-tap', version: '0.0.0', displayName: 'Failing tap', dependsOn: ['data'] }),
  server: {
    setup(ctx) {
      ctx.hooks.tap(DataHooks.rowsChanged, ({ changes }) => {
        if (changes.some((c) => c.tn === 'doomed' && c.op === 'insert')) throw new Error('The webhook is down');
      });
    },
  },
});

const PLUGINS = [
  'mailer',
  'auth',
  'dialect-sqlite',
  'dialect-pg',
  'dialect-mysql',
  'projects',
  'data',
  'rest-api',
  'templates',
  'seed-data',
];

let h: TestHost;
let admin: string;
let crmTemplate: number;
const databases: TestDatabase[] = [];

const rpc = (op: string, projectId: string | undefined, args: unknown, token = admin) =>
  h.request(`/dashboard?q=sqlOp_${op}`, {
    body: { api: 'xcAuth', env: '_noco', dbAlias: 'db', project_id: projectId, args },
    headers: { 'xc-auth': token },
  });

async function ok(op: string, projectId: string, args: unknown = {}) {
  const r = await rpc(op, projectId, args);
  expect(r.status, `${op}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body;
}

const projects = () => h.host.kernel.services.get(ProjectsToken);

/** Every row of every table of the project, read from the database itself, in key order. */
async function snapshot(projectId: string): Promise<Record<string, unknown[]>> {
  const db = await projects().database(projectId);
  const out: Record<string, unknown[]> = {};
  for (const meta of await projects().tables(projectId)) {
    const pk = meta.columns.filter((c) => c.pk).map((c) => c.cn);
    out[meta.tn] = await db
      .knex(meta.tn)
      .select('*')
      .orderBy(pk.map((column) => ({ column })));
  }
  return out;
}

/** Every row of a table through the REST API. */
async function restRows(projectId: string, table: string): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (let offset = 0; ; offset += 1000) {
    const r = await h.request(`/nc/${projectId}/api/v1/${table}?limit=1000&offset=${offset}`, { headers: { 'xc-auth': admin } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    rows.push(...(r.body.list as Record<string, unknown>[]));
    if (r.body.pageInfo.isLastPage) return rows;
  }
}

async function waitFor(projectId: string, until: (p: SeedProgress) => boolean, timeoutMs = 240_000): Promise<SeedSettingsAnswer> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const answer = (await ok('seedSettingsRead', projectId)) as SeedSettingsAnswer;
    if (until(answer.progress)) return answer;
    if (Date.now() > end) throw new Error(`Timed out: ${JSON.stringify(answer.progress)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Problems of one value against its column (empty when valid). */
function problems(meta: TableMeta, row: Record<string, unknown>, parents: Map<string, Set<string>>): string[] {
  const out: string[] = [];
  const fkOf = new Map((meta.belongsTo ?? []).map((r) => [r.cn, r.rtn]));
  for (const col of meta.columns) {
    const v = row[col._cn];
    const where = `${meta.tn}.${col.cn}=${JSON.stringify(v)}`;
    if (v === null || v === undefined) {
      if (col.rqd && !col.ai && col.cdf == null) out.push(`${where}: required`);
      continue;
    }
    const parent = fkOf.get(col.cn);
    if (parent) {
      if (!parents.get(parent)?.has(String(v))) out.push(`${where}: no such ${parent}`);
      continue;
    }
    const text = typeof v === 'string' ? v : '';
    const max = /char/i.test(col.dt ?? '') && /^\d+$/.test(col.dtxp ?? '') ? Number(col.dtxp) : undefined;
    if (max !== undefined && [...text].length > max) out.push(`${where}: longer than ${max}`);
    switch (col.uidt) {
      case 'Email':
        if (!isEmail(text)) out.push(`${where}: not an e-mail`);
        break;
      case 'URL':
        if (!isUrl(text)) out.push(`${where}: not a URL`);
        break;
      case 'PhoneNumber':
        if (!isPhoneNumber(text)) out.push(`${where}: not a phone number`);
        break;
      case 'SingleSelect':
        if (!parseSelectOptions(col.dtxp).includes(text)) out.push(`${where}: not an option`);
        break;
      case 'MultiSelect':
        if (!text.split(',').every((o) => parseSelectOptions(col.dtxp).includes(o))) out.push(`${where}: not options`);
        break;
      case 'Checkbox':
        if (typeof v !== 'boolean') out.push(`${where}: not a boolean`);
        break;
      case 'Date':
        if (!/^\d{4}-\d{2}-\d{2}/.test(String(v instanceof Date ? v.toISOString() : v))) out.push(`${where}: not a date`);
        break;
      case 'DateTime': {
        const year = new Date(String(v)).getUTCFullYear();
        if (!(year >= 1940 && year <= 2035)) out.push(`${where}: date out of range`);
        break;
      }
      case 'Currency':
      case 'Decimal':
        if (typeof v !== 'number' || v < 0 || Math.round(v * 100) !== Math.round(v * 100 * 1e6) / 1e6)
          out.push(`${where}: not a money value`);
        break;
      case 'Percent':
        if (typeof v !== 'number' || v < 0 || v > 100) out.push(`${where}: not a percentage`);
        break;
      case 'Number':
      case 'Rating':
        if (typeof v !== 'number') out.push(`${where}: not a number`);
        break;
      case 'SingleLineText':
      case 'LongText':
        if (!text.trim()) out.push(`${where}: empty text`);
        break;
    }
  }
  return out;
}

beforeAll(async () => {
  // The failing tap is set up before this plugin's own: its keys are collected first all the same.
  h = await bootTestHost({ plugins: [...PLUGINS.slice(0, -1), failingTap, 'seed-data'] });
  admin = await signUpSuperAdmin(h);
  const gallery = (await h.request('/api/v1/nc/templates?limit=100')).body.data as { id: number; title: string }[];
  crmTemplate = gallery.find((t) => t.title === 'Sales CRM')!.id;
}, 60_000);

afterAll(async () => {
  await h?.close();
  for (const db of databases) await db.drop();
});

const TEN_THOUSAND = [
  { tn: 'companies', rows: 1000 },
  { tn: 'contacts', rows: 4000 },
  { tn: 'deals', rows: 3000 },
  { tn: 'activities', rows: 2000 },
];

const targets: [string, () => Promise<string>][] = [
  [
    'embedded SQLite',
    async () => {
      const r = await rpc('projectCreateByWebWithXCDB', undefined, { projectType: 'rest', template: crmTemplate });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.id as string;
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const db = await createTestDatabase('pg', 'plinth_seed');
      databases.push(db);
      const projectId = await createProject(h, admin, `CRM ${databases.length}`, { client: 'pg', connection: connectionFromUrl(db.url) });
      const r = await rpc('xcModelsCreateFromTemplate', projectId, { template: crmTemplate });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return projectId;
    },
  ],
  [
    'MariaDB',
    async () => {
      const db = await createTestDatabase('mysql', 'plinth_seed');
      databases.push(db);
      const projectId = await createProject(h, admin, `CRM ${databases.length}`, {
        client: 'mysql2',
        connection: connectionFromUrl(db.url),
      });
      const r = await rpc('xcModelsCreateFromTemplate', projectId, { template: crmTemplate });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return projectId;
    },
  ],
];

describe.each(targets)('on %s', (_name, makeProject) => {
  let projectId: string;
  beforeAll(async () => {
    projectId = await makeProject();
  }, 60_000);

  it('adds 10,000 valid rows parents first, links them, and seedTerm leaves every table as before', async () => {
    const before = await snapshot(projectId);
    const saved = await ok('seedSettingsCreate', projectId, { locale: 'de', tables: TEN_THOUSAND });
    expect(saved.settings.tables).toEqual(TEN_THOUSAND);
    const plan = (await ok('seedInit', projectId)) as SeedPlan;
    const order = plan.tables.map((t) => t.tn);
    expect(plan.total).toBe(10_000);
    expect(order.indexOf('companies')).toBeLessThan(order.indexOf('contacts'));
    expect(order.indexOf('companies')).toBeLessThan(order.indexOf('deals'));
    expect(order.indexOf('contacts')).toBeLessThan(order.indexOf('activities'));
    expect(plan.tables.flatMap((t) => t.links).sort()).toEqual(['contacts']);

    const started = await ok('seedStart', projectId);
    expect(started.status).toBe('running');
    expect(started.tables.map((t: { tn: string }) => t.tn)).toEqual(order);
    const answer = await waitFor(projectId, (p) => p.status !== 'running');
    expect(answer.progress.status, answer.progress.error).toBe('done');
    for (const t of answer.progress.tables) expect(t.done, t.tn).toBe(t.total);
    expect(answer.progress.links).toBeGreaterThan(0);

    const metas = await projects().tables(projectId);
    const junction = metas.find((m) => m.tn === 'contacts')!.manyToMany![0]!.vtn;
    const after = await snapshot(projectId);
    for (const { tn, rows } of TEN_THOUSAND) {
      expect(after[tn]!.length, tn).toBe(before[tn]!.length + rows);
      expect(answer.recorded[tn], tn).toBe(rows);
    }
    expect(answer.recorded[junction]).toBe(answer.progress.links);
    expect(after[junction]!.length).toBe(before[junction]!.length + answer.progress.links);

    // Every row as the REST API answers it, against every column's rules.
    const keys = new Map<string, Set<string>>();
    const rest: Record<string, Record<string, unknown>[]> = {};
    for (const { tn } of TEN_THOUSAND) {
      rest[tn] = await restRows(projectId, tn);
      const pk = metas.find((m) => m.tn === tn)!.columns.find((c) => c.pk)!;
      keys.set(tn, new Set(rest[tn]!.map((r) => String(r[pk._cn]))));
    }
    const found: string[] = [];
    for (const { tn } of TEN_THOUSAND) {
      const meta = metas.find((m) => m.tn === tn)!;
      for (const row of rest[tn]!) found.push(...problems(meta, row, keys));
    }
    expect(found.slice(0, 20)).toEqual([]);
    // Realistic values of the locale: e-mails unique, names not lorem ipsum.
    const emails = rest.contacts!.map((r) => r.email).filter(Boolean);
    expect(new Set(emails).size).toBe(emails.length);
    expect(rest.companies!.filter((r) => typeof r.website === 'string' && r.website.startsWith('http')).length).toBeGreaterThan(900);
    // Junction rows name existing rows of both sides.
    const jMeta = metas.find((m) => m.tn === junction)!;
    const mm = metas.find((m) => m.tn === 'contacts')!.manyToMany![0]!;
    for (const link of after[junction]!) {
      const l = link as Record<string, unknown>;
      expect(keys.get('contacts')!.has(String(l[mm.vcn])), JSON.stringify(l)).toBe(true);
      expect(keys.get('deals')!.has(String(l[mm.vrcn])), JSON.stringify(l)).toBe(true);
    }
    expect(jMeta.columns.length).toBeGreaterThanOrEqual(2);

    const term = await ok('seedTerm', projectId);
    expect(term.removed.companies).toBe(1000);
    expect(term.removed[junction]).toBe(answer.progress.links);
    expect(await snapshot(projectId)).toEqual(before);
    const read = (await ok('seedSettingsRead', projectId)) as SeedSettingsAnswer;
    expect(read.recorded).toEqual({});
    // The settings stay for the next run.
    expect(read.settings?.tables).toEqual(TEN_THOUSAND);
  }, 600_000);

  it('stops midway: what was added stays recorded and is removed by seedTerm, other rows untouched', async () => {
    const before = await snapshot(projectId);
    await ok('seedSettingsCreate', projectId, { locale: 'ja', tables: [{ tn: 'companies', rows: 100_000 }] });
    await ok('seedStart', projectId);
    await waitFor(projectId, (p) => (p.tables[0]?.done ?? 0) >= 1000);
    // One run at a time per project database.
    expect((await rpc('seedStart', projectId, {})).status).toBe(409);
    // Removing waits for the run to end.
    expect((await rpc('seedTerm', projectId, {})).status).toBe(409);
    const stopping = await ok('seedStop', projectId);
    expect(['stopping', 'stopped']).toContain(stopping.status);
    const answer = await waitFor(projectId, (p) => p.status !== 'running' && p.status !== 'stopping');
    expect(answer.progress.status).toBe('stopped');
    const done = answer.progress.tables[0]!.done;
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(100_000);
    const after = await snapshot(projectId);
    expect(after.companies!.length).toBe(before.companies!.length + done);
    expect(answer.recorded.companies).toBe(done);

    // A row someone adds meanwhile is not sample data.
    const mine = await h.request(`/nc/${projectId}/api/v1/companies`, { body: { name: 'Kept GmbH' }, headers: { 'xc-auth': admin } });
    expect(mine.status, JSON.stringify(mine.body)).toBeLessThan(300);
    // A contact someone adds to a sample company stops the removal before anything is removed.
    const sampleCompany = (after.companies!.at(-1) as { id: number }).id;
    const contact = await h.request(`/nc/${projectId}/api/v1/contacts`, {
      body: { first_name: 'Ann', company_id: sampleCompany },
      headers: { 'xc-auth': admin },
    });
    expect(contact.status, JSON.stringify(contact.body)).toBeLessThan(300);
    const blocked = await rpc('seedTerm', projectId, {});
    expect(blocked.status).toBe(409);
    expect(blocked.body.msg).toBe(
      "1 row of 'contacts' not added as sample data refers to sample rows of 'companies': remove it or point it elsewhere first; nothing was removed",
    );
    const untouched = await snapshot(projectId);
    expect(untouched.companies!.length).toBe(after.companies!.length + 1);
    expect(((await ok('seedSettingsRead', projectId)) as SeedSettingsAnswer).recorded.companies).toBe(done);
    const gone = await h.request(`/nc/${projectId}/api/v1/contacts/${contact.body.id}`, {
      method: 'DELETE',
      headers: { 'xc-auth': admin },
    });
    expect(gone.status, JSON.stringify(gone.body)).toBeLessThan(300);
    const term = await ok('seedTerm', projectId);
    expect(term.removed.companies).toBe(done);
    const left = await snapshot(projectId);
    expect(left.companies!.length).toBe(before.companies!.length + 1);
    expect(left.companies!.slice(0, -1)).toEqual(before.companies);
  }, 300_000);
});

describe('bad settings and calls', () => {
  let projectId: string;
  beforeAll(async () => {
    const r = await rpc('projectCreateByWebWithXCDB', undefined, { projectType: 'rest', template: crmTemplate });
    projectId = r.body.id;
  });

  it.each([
    [{ tables: [{ tn: 'companies', rows: 0 }] }, 'Rows per table must be a whole number from 1 to 100000'],
    [{ tables: [{ tn: 'companies', rows: 100_001 }] }, 'Rows per table must be a whole number from 1 to 100000'],
    [{ tables: [{ tn: 'companies', rows: 2.5 }] }, 'Rows per table must be a whole number from 1 to 100000'],
    [{ tables: [{ tn: 'companies', rows: '10' }] }, 'Rows per table must be a whole number from 1 to 100000'],
    [{ tables: [] }, 'Choose at least one table'],
    [{ tables: [{ tn: 'nope', rows: 5 }] }, "Table 'nope' not found"],
    [{ tables: [{ tn: "x'; drop table companies; --", rows: 5 }] }, "Table 'x'; drop table companies; --' not found"],
    [
      {
        tables: [
          { tn: 'companies', rows: 5 },
          { tn: 'companies', rows: 6 },
        ],
      },
      "Table 'companies' is chosen twice",
    ],
    [{ locale: 'xx', tables: [{ tn: 'companies', rows: 5 }] }, /^Locale must be one of en, de/],
    [{ tables: 'companies' }, 'Tables must be a list of { tn, rows }'],
  ])('refuses %j with 400', async (args, msg) => {
    const r = await rpc('seedSettingsCreate', projectId, args);
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(typeof msg === 'string' ? new RegExp(`^${msg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : msg);
    expect((await ok('seedSettingsRead', projectId)).settings).toBeNull();
  });

  it('tries a chunk the database refuses as a duplicate again with distinct values', async () => {
    await ok('tableCreate', projectId, {
      tn: 'nations',
      columns: [
        { cn: 'id', uidt: 'ID', pk: true, ai: true },
        { cn: 'country', uidt: 'SingleLineText' },
      ],
    });
    // About 250 country names for 400 rows: duplicates in every chunk.
    await (await projects().database(projectId)).knex.raw('CREATE UNIQUE INDEX nations_country ON nations (country)');
    await ok('seedStart', projectId, { settings: { tables: [{ tn: 'nations', rows: 400 }] } });
    const answer = await waitFor(projectId, (p) => p.status !== 'running');
    expect(answer.progress.status, answer.progress.error).toBe('done');
    const countries = (await restRows(projectId, 'nations')).map((r) => r.country as string);
    expect(countries).toHaveLength(400);
    expect(new Set(countries).size).toBe(400);
    expect(countries.some((c) => / \d+$/.test(c))).toBe(true);
    await ok('seedTerm', projectId);
    expect(await restRows(projectId, 'nations')).toEqual([]);
  });

  it('refuses junctions, a missing required parent and required cycles; keeps keys past a failing tap; forgets a dropped table', async () => {
    const metas = await projects().tables(projectId);
    const junction = metas.find((m) => m.tn === 'contacts')!.manyToMany![0]!.vtn;
    const r = await rpc('seedSettingsCreate', projectId, { tables: [{ tn: junction, rows: 5 }] });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/holds many-to-many links/);
    for (const op of ['seedInit', 'seedStart']) {
      const none = await rpc(op, projectId, {});
      expect(none.status, op).toBe(400);
      expect(none.body.msg).toBe('No sample data settings yet: choose the tables and rows first');
    }
    expect((await rpc('seedSettingsRead', undefined, {})).status).toBe(400);
    expect((await rpc('seedTerm', projectId, {})).body).toEqual({ msg: '0 sample rows removed', removed: {} });

    // pets.owner_id is required and owners is empty: owners must be filled too.
    const table = (tn: string, fk: string) =>
      ok('tableCreate', projectId, {
        tn,
        columns: [
          { cn: 'id', uidt: 'ID', pk: true, ai: true },
          { cn: 'name', uidt: 'SingleLineText' },
          { cn: fk, uidt: 'ForeignKey', dt: 'integer', rqd: true },
        ],
      });
    const relate = (parentTable: string, childTable: string, childColumn: string) =>
      ok('relationCreate', projectId, { parentTable, childTable, childColumn });
    await ok('tableCreate', projectId, {
      tn: 'owners',
      columns: [
        { cn: 'id', uidt: 'ID', pk: true, ai: true },
        { cn: 'name', uidt: 'SingleLineText' },
      ],
    });
    await table('pets', 'owner_id');
    await relate('owners', 'pets', 'owner_id');
    await ok('seedSettingsCreate', projectId, { tables: [{ tn: 'pets', rows: 5 }] });
    for (const op of ['seedInit', 'seedStart']) {
      const orphan = await rpc(op, projectId, {});
      expect(orphan.status, op).toBe(400);
      expect(orphan.body.msg).toBe("Table 'pets' needs rows in 'owners': add sample rows to 'owners' too");
    }
    const both = (await ok('seedInit', projectId, {
      settings: {
        tables: [
          { tn: 'pets', rows: 5 },
          { tn: 'owners', rows: 2 },
        ],
      },
    })) as SeedPlan;
    expect(both.tables.map((t) => t.tn)).toEqual(['owners', 'pets']);

    // Two tables each requiring the other: no order fills them.
    await table('hens', 'egg_id');
    await table('eggs', 'hen_id');
    await relate('hens', 'eggs', 'hen_id');
    await relate('eggs', 'hens', 'egg_id');
    // A chunk committed before a row-change tap failed is recorded all the same, and removed again.
    await ok('tableCreate', projectId, {
      tn: 'doomed',
      columns: [
        { cn: 'id', uidt: 'ID', pk: true, ai: true },
        { cn: 'title', uidt: 'SingleLineText' },
      ],
    });
    await ok('seedStart', projectId, { settings: { tables: [{ tn: 'doomed', rows: 1200 }] } });
    const failed = await waitFor(projectId, (p) => p.status !== 'running');
    expect(failed.progress.status).toBe('failed');
    expect(failed.progress.error).toBe('Internal server error');
    const written = (await snapshot(projectId)).doomed!.length;
    expect(written).toBeGreaterThan(0);
    expect(failed.recorded.doomed).toBe(written);
    expect((await ok('seedTerm', projectId)).removed).toEqual({ doomed: written });
    expect((await snapshot(projectId)).doomed).toEqual([]);
    // Rows of a table dropped since are gone with it: forgotten, nothing else touched.
    await ok('seedStart', projectId, { settings: { tables: [{ tn: 'owners', rows: 3 }] } });
    expect((await waitFor(projectId, (p) => p.status !== 'running')).recorded).toEqual({ owners: 3 });
    await ok('tableDelete', projectId, { tn: 'pets' });
    await ok('tableDelete', projectId, { tn: 'owners' });
    expect((await ok('seedTerm', projectId)).removed).toEqual({ owners: 0 });
    expect(((await ok('seedSettingsRead', projectId)) as SeedSettingsAnswer).recorded).toEqual({});

    const cycle = await rpc('seedSettingsCreate', projectId, {
      tables: [
        { tn: 'hens', rows: 5 },
        { tn: 'eggs', rows: 5 },
      ],
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.msg).toBe("Tables 'hens', 'eggs' refer to each other through required keys: no order fills them");
  });
});
