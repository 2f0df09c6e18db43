/**
 * The database object operations over HTTP on embedded SQLite, PostgreSQL and MariaDB: for every
 * kind the database has, create, list, read, update (replace), delete, and schemaUndo of each
 * change; a definition the database refuses answers 400 with its message and changes nothing;
 * names that are no identifiers are refused; only admins change objects. Views read through
 * REST and refuse writes.
 */
import {
  bootTestHost,
  projectTargets,
  signedUpProject,
  type ProjectDatabase,
  type ProjectTarget,
  type TestHost,
  type TestProjectSession,
} from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PLUGINS = [
  'mailer',
  'auth',
  'dialect-sqlite',
  'dialect-pg',
  'dialect-mysql',
  'projects',
  'data',
  'rest-api',
  'graphql-api',
  'db-objects',
];

type Db = ProjectTarget['name'];

/** A trigger that fills `note` of a new row with 'stamped', per database (PostgreSQL through a trigger function). */
const TRIGGER: Record<Db, (name: string, note: string) => string> = {
  'embedded SQLite': (name, note) =>
    `CREATE TRIGGER ${name} AFTER INSERT ON items BEGIN UPDATE items SET note = '${note}' WHERE id = NEW.id; END`,
  PostgreSQL: (name, note) => `CREATE TRIGGER ${name} BEFORE INSERT ON items FOR EACH ROW EXECUTE FUNCTION stamp_${note}()`,
  MariaDB: (name, note) => `CREATE TRIGGER ${name} BEFORE INSERT ON items FOR EACH ROW SET NEW.note = '${note}'`,
};

const FUNCTION: Partial<Record<Db, (body: string) => string>> = {
  PostgreSQL: (body) => `CREATE FUNCTION add_one(x integer) RETURNS integer LANGUAGE sql AS $$ SELECT ${body} $$`,
  MariaDB: (body) => `CREATE FUNCTION add_one(x INT) RETURNS INT DETERMINISTIC RETURN ${body}`,
};
const PROCEDURE: Partial<Record<Db, (value: string) => string>> = {
  PostgreSQL: (value) => `CREATE PROCEDURE put_item() LANGUAGE sql AS $$ INSERT INTO items (title) VALUES ('${value}') $$`,
  MariaDB: (value) => `CREATE PROCEDURE put_item() BEGIN INSERT INTO items (title) VALUES ('${value}'); END`,
};

describe.each(projectTargets('plinth_dbobj'))('database objects on $name', (target) => {
  let h: TestHost;
  let db: ProjectDatabase | undefined;
  let session: TestProjectSession;
  const rpc = (op: string, args: unknown = {}, token?: string | null) => session.rpcAnswer(op, args, token);
  const ok = async (op: string, args: unknown = {}) => {
    const r = await rpc(op, args);
    expect(r.status, `${op}: ${JSON.stringify(r.body)}`).toBe(200);
    return r.body;
  };
  const undo = () => ok('schemaUndo');
  const names = async (op: string, key: string) => ((await ok(op)).list as Record<string, string>[]).map((r) => r[key]);

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    db = await target.open();
    session = await signedUpProject(h, { title: 'Objects', db: db.input });
    await session.createTables({ items: { id: 'ID', title: 'SingleLineText', note: 'SingleLineText' } });
    const rows = [{ title: 'a' }, { title: 'b' }, { title: 'c' }];
    for (const row of rows) expect((await session.api('/items', { method: 'POST', body: row })).status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await db?.drop();
  });

  it('views: create, list, read, REST read only, update, delete, undo of each', async () => {
    const created = await ok('viewCreate', { name: 'short_items', select: "SELECT id, title FROM items WHERE title <> 'c'" });
    expect(created).toMatchObject({ kind: 'view', name: 'short_items' });
    expect(created.select).toMatch(/items/i);
    expect(await names('viewList', 'tn')).toContain('short_items');
    const read = await ok('dbObjectRead', { kind: 'view', name: 'short_items' });
    expect(read.select).toMatch(/select/i);

    // The view in the data API: its rows, its count, writes refused with a 4xx.
    const list = await session.api('/short_items');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.list.map((r: { title: string }) => r.title).sort()).toEqual(['a', 'b']);
    const count = await session.api('/short_items/count');
    expect(count.status, JSON.stringify(count.body)).toBe(200);
    expect(Number(count.body.count)).toBe(2);
    const write = await session.api('/short_items', { method: 'POST', body: { title: 'x' } });
    expect(write.status, JSON.stringify(write.body)).toBeGreaterThanOrEqual(400);
    expect(write.status).toBeLessThan(500);
    expect(typeof write.body.msg).toBe('string');

    // And in GraphQL: list and count, no mutation.
    const gql = (query: string) =>
      h.request(`/nc/${session.projectId}/v1/graphql`, { body: { query }, headers: { 'xc-auth': session.token } });
    const viaGraphql = await gql('{ short_itemsList(sort: "title") { title } short_itemsCount }');
    expect(viaGraphql.status, JSON.stringify(viaGraphql.body)).toBe(200);
    expect(viaGraphql.body.data).toEqual({ short_itemsList: [{ title: 'a' }, { title: 'b' }], short_itemsCount: 2 });
    const mutation = await gql('mutation { short_itemsCreate(data: { title: "x" }) { title } }');
    expect(JSON.stringify(mutation.body.errors)).toMatch(/short_itemsCreate/);
    expect(mutation.status).toBeLessThan(500);

    await ok('viewUpdate', { name: 'short_items', select: 'SELECT id, title FROM items' });
    expect((await session.api('/short_items')).body.list).toHaveLength(3);
    await undo();
    expect((await session.api('/short_items')).body.list).toHaveLength(2);

    await ok('viewDelete', { name: 'short_items' });
    expect(await names('viewList', 'tn')).not.toContain('short_items');
    expect((await rpc('dbObjectRead', { kind: 'view', name: 'short_items' })).status).toBe(404);
    await undo();
    expect((await session.api('/short_items')).body.list).toHaveLength(2);
    // Undo walks back through the log: the update was undone already, so next is the create.
    await undo();
    expect(await names('viewList', 'tn')).not.toContain('short_items');
  });

  it("answers the database's refusal of a view as a 400 with its message, and changes nothing", async () => {
    await ok('viewCreate', { name: 'kept_view', select: 'SELECT id FROM items' });
    const bad = await rpc('viewUpdate', { name: 'kept_view', select: 'SELECT nope FROM items' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/nope/i);
    expect((await ok('dbObjectRead', { kind: 'view', name: 'kept_view' })).select).toMatch(/id/);
    expect((await session.api('/kept_view')).status).toBe(200);
    const missing = await rpc('viewCreate', { name: 'other_view', select: 'SELECT id FROM no_such_table' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/no_such_table/);
    expect(await names('viewList', 'tn')).not.toContain('other_view');
    expect((await rpc('viewCreate', { name: 'kept_view', select: 'SELECT 1' })).body.msg).toBe("View 'kept_view' already exists");
    expect((await rpc('viewCreate', { name: 'x', select: 'DROP TABLE items' })).status).toBe(400);
    // Two statements are refused by the database (one statement per definition), the table stays.
    const two = await rpc('viewCreate', { name: 'two_view', select: 'SELECT 1; DROP TABLE items' });
    expect(two.status).toBe(400);
    expect((await session.api('/items')).status).toBe(200);
    await ok('viewDelete', { name: 'kept_view' });
  });

  it('refuses names that are no identifiers, and names unlike the statement', async () => {
    for (const name of ['a.b', 'x\u0000y', ' lead', 'a as b', '']) {
      const r = await rpc('viewCreate', { name, select: 'SELECT 1' });
      expect(r.status, name).toBe(400);
      expect(typeof r.body.msg).toBe('string');
    }
    const r = await rpc('indexCreate', { name: 'idx"; DROP TABLE items; --', tn: 'items', columns: ['title; DROP TABLE items'] });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe("Column 'title; DROP TABLE items' not found in 'items'");
    const hostileTable = await rpc('indexCreate', { name: 'i1', tn: 'items"; --', columns: ['title'] });
    expect(hostileTable.status).toBe(400);
    if (target.name !== 'embedded SQLite') {
      const other = await rpc('functionCreate', { name: 'f_one', sql: FUNCTION[target.name]!('x + 1').replace('add_one', 'f_two') });
      expect(other.status).toBe(400);
      expect(other.body.msg).toBe("The statement creates 'f_two', not 'f_one'");
      const kind = await rpc('functionCreate', { name: 'put_item', sql: PROCEDURE[target.name]!('x') });
      expect(kind.body.msg).toBe('This is a CREATE PROCEDURE statement, not CREATE FUNCTION');
      const drop = await rpc('functionCreate', { name: 'add_one', sql: 'DROP TABLE items' });
      expect(drop.body.msg).toBe('Write one CREATE FUNCTION statement');
    }
    // A quoted name with SQL's metacharacters is a name like any other: created as it is, and nothing else happens.
    const odd = `it's "odd"; --`;
    await ok('viewCreate', { name: odd, select: 'SELECT id FROM items' });
    expect(await names('viewList', 'tn')).toContain(odd);
    await ok('viewDelete', { name: odd });
    // A '?' in the user's SQL is text, never a binding (knex would read it as one on PostgreSQL and SQL Server).
    await ok('viewCreate', { name: 'marks', select: "SELECT id, '?' AS mark, 'a\\?b' AS other FROM items" });
    const marks = (await session.api('/marks')).body.list as { mark: string; other: string }[];
    // MySQL reads a backslash in a string as an escape; the others keep it.
    expect(marks[0]).toMatchObject({ mark: '?', other: target.name === 'MariaDB' ? 'a?b' : 'a\\?b' });
    await ok('viewDelete', { name: 'marks' });
    expect((await session.api('/items')).body.list).toHaveLength(3);
  });

  it('triggers: create, list, read, update, delete, undo; a refused one changes nothing', async () => {
    if (target.name === 'PostgreSQL') {
      for (const note of ['one', 'two']) {
        await ok('functionCreate', {
          name: `stamp_${note}`,
          sql: `CREATE FUNCTION stamp_${note}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.note := '${note}'; RETURN NEW; END $$`,
        });
      }
    }
    const insert = async (title: string) => {
      const r = await session.api('/items', { method: 'POST', body: { title } });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      const rows = (await session.api(`/items?where=${encodeURIComponent(`(title,eq,${title})`)}`)).body.list as { note: string | null }[];
      return rows[0]!.note;
    };
    const created = await ok('triggerCreate', { name: 'stamp', sql: TRIGGER[target.name]('stamp', 'one') });
    expect(created).toMatchObject({ kind: 'trigger', name: 'stamp', table: 'items' });
    expect((await ok('triggerList')).list).toEqual([expect.objectContaining({ trigger_name: 'stamp', tn: 'items', event: 'INSERT' })]);
    expect((await ok('dbObjectRead', { kind: 'trigger', name: 'stamp' })).sql).toMatch(/stamp/);
    expect(await insert('t1')).toBe('one');

    await ok('triggerUpdate', { name: 'stamp', sql: TRIGGER[target.name]('stamp', 'two') });
    expect(await insert('t2')).toBe('two');
    const refused = await rpc('triggerUpdate', {
      name: 'stamp',
      sql: TRIGGER[target.name]('stamp', 'two').replace(/ON items/, 'ON items_gone'),
    });
    expect(refused.status).toBe(400);
    const broken = await rpc('triggerUpdate', {
      name: 'stamp',
      sql: TRIGGER[target.name]('stamp', 'two').replace('INSERT ON items', 'INSERT ON items ,,'),
    });
    expect(broken.status, JSON.stringify(broken.body)).toBe(400);
    expect(broken.body.msg).toMatch(/syntax/i);
    if (target.name === 'PostgreSQL') {
      const missing = await rpc('triggerUpdate', {
        name: 'stamp',
        sql: TRIGGER[target.name]('stamp', 'two').replace('stamp_two', 'no_such_function'),
      });
      expect(missing.status).toBe(400);
      expect(missing.body.msg).toMatch(/no_such_function/);
    }
    expect(await insert('t3')).toBe('two');

    await undo();
    expect(await insert('t4')).toBe('one');
    await ok('triggerDelete', { name: 'stamp' });
    expect((await ok('triggerList')).list).toEqual([]);
    expect(await insert('t5')).toBeNull();
    await undo();
    expect(await insert('t6')).toBe('one');
    await ok('triggerDelete', { name: 'stamp' });
  });

  it('indexes: create, list, read, update, delete, undo; a unique index the rows refuse changes nothing', async () => {
    const created = await ok('indexCreate', { name: 'items_title_idx', tn: 'items', columns: ['title'] });
    expect(created).toMatchObject({ kind: 'index', name: 'items_title_idx', table: 'items', columns: ['title'], unique: false });
    const listed = (await ok('indexList', { tn: 'items' })).list;
    expect(listed).toContainEqual({ index_name: 'items_title_idx', tn: 'items', columns: ['title'], unique: false });
    await ok('indexUpdate', { name: 'items_title_idx', tn: 'items', columns: ['title', 'note'], unique: true });
    expect(await ok('dbObjectRead', { kind: 'index', name: 'items_title_idx' })).toMatchObject({
      columns: ['title', 'note'],
      unique: true,
    });
    await undo();
    expect(await ok('dbObjectRead', { kind: 'index', name: 'items_title_idx' })).toMatchObject({ columns: ['title'], unique: false });

    // Two rows share a note (null on some databases is not a duplicate): a unique index on note alone is refused.
    await session.api('/items', { method: 'POST', body: { title: 'dup1', note: 'same' } });
    await session.api('/items', { method: 'POST', body: { title: 'dup2', note: 'same' } });
    const refused = await rpc('indexUpdate', { name: 'items_title_idx', tn: 'items', columns: ['note'], unique: true });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.msg).toMatch(/unique|duplicate/i);
    expect(await ok('dbObjectRead', { kind: 'index', name: 'items_title_idx' })).toMatchObject({ columns: ['title'], unique: false });

    expect((await rpc('indexCreate', { name: 'i2', tn: 'items', columns: ['nope'] })).body.msg).toBe("Column 'nope' not found in 'items'");
    await ok('indexDelete', { name: 'items_title_idx' });
    expect((await ok('indexList', { tn: 'items' })).list.map((i: { index_name: string }) => i.index_name)).not.toContain('items_title_idx');
    await undo();
    expect((await ok('dbObjectRead', { kind: 'index', name: 'items_title_idx' })).columns).toEqual(['title']);
    await ok('indexDelete', { name: 'items_title_idx' });
  });

  it.runIf(target.name !== 'embedded SQLite')(
    'functions: create, list, read, update, delete, undo; a refused body changes nothing',
    async () => {
      const make = FUNCTION[target.name]!;
      const created = await ok('functionCreate', { name: 'add_one', sql: make('x + 1') });
      expect(created).toMatchObject({ kind: 'function', name: 'add_one' });
      expect(await names('functionList', 'function_name')).toContain('add_one');
      expect((await ok('dbObjectRead', { kind: 'function', name: 'add_one' })).sql).toMatch(/x \+ 1/);
      await ok('functionUpdate', { name: 'add_one', sql: make('x + 2') });
      expect((await ok('dbObjectRead', { kind: 'function', name: 'add_one' })).sql).toMatch(/x \+ 2/);
      const refused = await rpc('functionUpdate', { name: 'add_one', sql: make('x + ) 3') });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toMatch(/syntax/i);
      expect((await ok('dbObjectRead', { kind: 'function', name: 'add_one' })).sql).toMatch(/x \+ 2/);
      await undo();
      expect((await ok('dbObjectRead', { kind: 'function', name: 'add_one' })).sql).toMatch(/x \+ 1/);
      await ok('functionDelete', { name: 'add_one' });
      expect(await names('functionList', 'function_name')).not.toContain('add_one');
      await undo();
      expect(await names('functionList', 'function_name')).toContain('add_one');
      await ok('functionDelete', { name: 'add_one' });
    },
  );

  it.runIf(target.name !== 'embedded SQLite')('procedures: create, list, read, update, delete, undo', async () => {
    const make = PROCEDURE[target.name]!;
    await ok('procedureCreate', { name: 'put_item', sql: make('p1') });
    expect(await names('procedureList', 'procedure_name')).toContain('put_item');
    await ok('procedureUpdate', { name: 'put_item', sql: make('p2') });
    expect((await ok('dbObjectRead', { kind: 'procedure', name: 'put_item' })).sql).toMatch(/p2/);
    // PostgreSQL checks an SQL body's tables when it is created; MariaDB when it runs.
    const p3 = await rpc('procedureUpdate', { name: 'put_item', sql: make('p3').replace('items', 'no_items_here') });
    expect(p3.status).toBe(target.name === 'PostgreSQL' ? 400 : 200);
    if (p3.status === 400) expect(p3.body.msg).toMatch(/no_items_here/);
    await undo();
    expect((await ok('dbObjectRead', { kind: 'procedure', name: 'put_item' })).sql).toMatch(target.name === 'PostgreSQL' ? /p1/ : /p2/);
    await ok('procedureDelete', { name: 'put_item' });
    expect(await names('procedureList', 'procedure_name')).not.toContain('put_item');
    await undo();
    expect((await ok('dbObjectRead', { kind: 'procedure', name: 'put_item' })).sql).toMatch(target.name === 'PostgreSQL' ? /p1/ : /p2/);
  });

  it.runIf(target.name !== 'embedded SQLite')('sequences: create, list, read with the current value, update, delete, undo', async () => {
    const created = await ok('sequenceCreate', { name: 'order_no', start: 100, increment: 5, max: 1000 });
    expect(created).toMatchObject({
      kind: 'sequence',
      name: 'order_no',
      sequence: { start: 100, increment: 5, max: 1000, cycle: false },
      currentValue: null,
    });
    expect(await names('sequenceList', 'sequence_name')).toContain('order_no');
    // A value taken (through a view that takes one per read): the current value follows.
    const next = target.name === 'PostgreSQL' ? "SELECT nextval('order_no') AS n" : 'SELECT nextval(order_no) AS n';
    await ok('viewCreate', { name: 'next_order', select: next });
    const taken = Number((await session.api('/next_order')).body.list[0].n);
    // The list's count reads the view too (before or after the rows): the current value is the last one taken.
    expect([100, 105]).toContain(taken);
    const current = (await ok('dbObjectRead', { kind: 'sequence', name: 'order_no' })).currentValue;
    expect(['100', '105']).toContain(current);
    expect(Number(current)).toBeGreaterThanOrEqual(taken);
    await ok('viewDelete', { name: 'next_order' });
    await ok('sequenceUpdate', { name: 'order_no', start: 100, increment: 10, max: 2000, cycle: true });
    expect((await ok('dbObjectRead', { kind: 'sequence', name: 'order_no' })).sequence).toMatchObject({
      increment: 10,
      max: 2000,
      cycle: true,
    });
    const refused = await rpc('sequenceUpdate', { name: 'order_no', start: 100, increment: 1, min: 500, max: 2000 });
    expect(refused.status).toBe(400);
    expect((await rpc('sequenceCreate', { name: 's2', increment: 0 })).body.msg).toBe('Increment cannot be 0');
    await undo();
    expect((await ok('dbObjectRead', { kind: 'sequence', name: 'order_no' })).sequence).toMatchObject({
      increment: 5,
      max: 1000,
      cycle: false,
    });
    await ok('sequenceDelete', { name: 'order_no' });
    expect(await names('sequenceList', 'sequence_name')).not.toContain('order_no');
    const log = (await ok('schemaLog')).list[0];
    expect(log.lossy).toBe(true);
    await undo();
    expect(await names('sequenceList', 'sequence_name')).toContain('order_no');
  });

  it.runIf(target.name === 'embedded SQLite')('SQLite has no functions, procedures or sequences: 422', async () => {
    for (const [op, args] of [
      ['functionCreate', { name: 'f', sql: 'CREATE FUNCTION f() RETURNS int' }],
      ['sequenceCreate', { name: 's' }],
      ['dbObjectRead', { kind: 'procedure', name: 'p' }],
    ] as const) {
      const r = await rpc(op, args);
      expect(r.status, op).toBe(422);
      expect(r.body.msg).toMatch(/^SQLite has no /);
    }
  });

  it('only admins change or read definitions; members list', async () => {
    const editor = await session.member(`editor-${target.sqlite ? 's' : target.name}@example.com`, 'editor');
    for (const op of ['viewCreate', 'viewUpdate', 'viewDelete', 'triggerCreate', 'indexCreate', 'indexDelete', 'dbObjectRead']) {
      const r = await rpc(op, { name: 'v', select: 'SELECT 1', kind: 'view' }, editor);
      expect(r.status, op).toBe(403);
    }
    expect((await rpc('triggerList', {}, editor)).status).toBe(200);
    expect((await rpc('viewCreate', { name: 'v', select: 'SELECT 1' }, null)).status).toBe(401);
  });
});
