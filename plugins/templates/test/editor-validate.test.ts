/** 001 s.5 in the editor: every validation message, in the server's order, with where it points. */
import { describe, expect, it } from 'vitest';
import { rawDocument, REQUIRED } from '../server/document/raw.js';
import { parseTemplateDocument } from '../server/document/index.js';
import { firstRuleProblem } from '../server/document/rules.js';
import { planTemplate } from '../server/plan.js';
import { addColumn } from '../web/editor/relations.js';
import { emptyDocument, newTable, toDocument, type EditorColumn, type EditorDocument } from '../web/editor/model.js';
import { shortcutOf } from '../web/editor/shortcuts.js';
import { addNamedColumns, addNamedTables, parseColumnNames, parseTableNames } from '../web/editor/table-names.js';
import { fieldId, firstProblem } from '../web/editor/validate.js';

const valid = (): EditorDocument => {
  const orders = newTable('orders', ['note']);
  const products = newTable('products', ['name']);
  orders.columns.push({ key: 'l', cn: 'Products', uidt: 'LinkToAnotherRecord', type: 'mm', rtn: 'products' });
  products.columns.push({ key: 'm', cn: 'orders', uidt: 'LinkToAnotherRecord', type: 'mm', rtn: 'orders' });
  return { ...emptyDocument(), title: 'Shop', category: 'Sales', tables: [orders, products] };
};
const withColumn = (c: Partial<EditorColumn>): EditorDocument => {
  const d = valid();
  d.tables[0]!.columns.push({ key: 'x', cn: 'extra', uidt: 'SingleLineText', ...c });
  return d;
};
const check = (d: EditorDocument, requireCategory = true) => firstProblem(d, { requireCategory });

describe('validation messages (001 s.5)', () => {
  it('a complete document passes', () => {
    expect(check(valid())).toBeUndefined();
  });

  it('Project name required', () => {
    expect(check({ ...valid(), title: '  ' })).toMatchObject({ msg: 'Project name required', field: 'title' });
  });

  it('Column name required', () => {
    expect(check(withColumn({ cn: '' }))).toMatchObject({ msg: 'Column name required', field: 'cn', table: 0, column: 3 });
  });

  it('Duplicate column not allowed (case-insensitive, link columns included)', () => {
    expect(check(withColumn({ cn: 'NOTE' }))).toMatchObject({ msg: 'Duplicate column not allowed', column: 3 });
    expect(check(withColumn({ cn: 'products' }))).toMatchObject({ msg: 'Duplicate column not allowed', column: 3 });
  });

  it('Column data type required', () => {
    expect(check(withColumn({ uidt: '' }))).toMatchObject({ msg: 'Column data type required', field: 'uidt' });
  });

  it('Related table name required (links, foreign keys, lookups, rollups)', () => {
    for (const uidt of ['LinkToAnotherRecord', 'ForeignKey', 'Lookup', 'Rollup'])
      expect(check(withColumn({ uidt, type: 'mm' }))).toMatchObject({ msg: 'Related table name required', field: 'rtn' });
  });

  it('Relation type required', () => {
    expect(check(withColumn({ uidt: 'LinkToAnotherRecord', rtn: 'products' }))).toMatchObject({
      msg: 'Relation type required',
      field: 'type',
    });
    expect(check(withColumn({ uidt: 'Lookup', rtn: 'products' }))).toMatchObject({ msg: 'Relation type required' });
  });

  it('Related column name required', () => {
    expect(check(withColumn({ uidt: 'Lookup', rtn: 'products', type: 'mm' }))).toMatchObject({
      msg: 'Related column name required',
      field: 'rcn',
    });
  });

  it('Rollup aggregate function name required', () => {
    expect(check(withColumn({ uidt: 'Rollup', rtn: 'products', type: 'mm', rcn: 'name' }))).toMatchObject({
      msg: 'Rollup aggregate function name required',
      field: 'fn',
    });
  });

  it('Category name required, only where the gallery asks for it', () => {
    expect(check({ ...valid(), category: '' })).toMatchObject({ msg: 'Category name required', field: 'category' });
    expect(check({ ...valid(), category: '' }, false)).toBeUndefined();
  });

  it('Duplicate relation is not allowed', () => {
    expect(check(withColumn({ cn: 'More', uidt: 'LinkToAnotherRecord', type: 'mm', rtn: 'products' }))).toEqual({
      msg: 'Duplicate relation is not allowed',
      code: 'duplicateRelation',
      field: 'rtn',
      table: 0,
      column: 3,
    });
  });

  it('table names: required and unique', () => {
    const d = valid();
    d.tables[1]!.tn = 'ORDERS';
    expect(check(d)).toEqual({
      msg: "Table 'ORDERS' is already exist",
      code: 'tableExists',
      params: { name: 'ORDERS' },
      field: 'tn',
      table: 1,
    });
    d.tables[1]!.tn = '';
    expect(check(d)).toMatchObject({ msg: 'Table name required', table: 1 });
  });

  it('the first problem in document order wins, and the texts are the server’s', () => {
    const d = withColumn({ cn: '' });
    d.category = '';
    expect(check(d)!.msg).toBe(REQUIRED.columnName);
    expect(fieldId(check(d)!)).toBe('tpl-t0-c3-cn');
    expect(fieldId({ field: 'title' })).toBe('tpl-title');
  });
});

describe('the client and the server agree', () => {
  it('on the first problem of each broken document', () => {
    const broken = [
      { ...valid(), title: '' },
      withColumn({ cn: '' }),
      withColumn({ cn: 'Note' }),
      withColumn({ uidt: '' }),
      withColumn({ uidt: 'ForeignKey' }),
      withColumn({ uidt: 'LinkToAnotherRecord', rtn: 'products' }),
      withColumn({ uidt: 'Lookup', rtn: 'products', type: 'mm' }),
      withColumn({ uidt: 'Rollup', rtn: 'products', type: 'mm', rcn: 'name' }),
      withColumn({ cn: 'More', uidt: 'LinkToAnotherRecord', type: 'mm', rtn: 'products' }),
      { ...valid(), category: ' ' },
      valid(),
    ];
    for (const d of broken) {
      const server = firstRuleProblem(rawDocument.parse(toDocument(d)), { requireCategory: true });
      expect(check(d)?.msg, server).toBe(server);
    }
  });

  it('takes what the editor makes: a Has Many with its foreign key, a Many To Many pair, lookups and rollups', () => {
    let d: EditorDocument = {
      ...emptyDocument(),
      title: 'Shop',
      category: 'Sales',
      tables: [newTable('customers', ['name']), newTable('orders', ['amount'])],
    };
    d = addColumn(d, 0, { key: 'a', cn: 'Orders', uidt: 'LinkToAnotherRecord', type: 'hm', rtn: 'orders' });
    d = addColumn(d, 0, { key: 'b', cn: 'Total', uidt: 'Rollup', type: 'hm', rtn: 'orders', rcn: 'amount', fn: 'sum' });
    d = addColumn(d, 1, { key: 'c', cn: 'Customer name', uidt: 'Lookup', type: 'bt', rtn: 'customers', rcn: 'name' });
    d = addColumn(d, 1, { key: 'd', cn: 'Also', uidt: 'LinkToAnotherRecord', type: 'mm', rtn: 'customers' });
    expect(check(d)).toBeUndefined();
    const saved = parseTemplateDocument(toDocument(d), 'gallery');
    expect(saved.tables[1]!.belongsTo).toEqual([{ tn: 'customers', _cn: 'customers_id' }]);
    const plan = planTemplate(saved);
    expect(plan.virtualColumns.map((v) => v.column._cn)).toEqual(['Total', 'Customer name']);
  });
});

describe('names dialogs', () => {
  it('parses tables with optional column lists, dropping repeated columns', () => {
    expect(parseTableNames('orders(amount, note, Amount), customers ,')).toEqual([
      { tn: 'orders', columns: ['amount', 'note'] },
      { tn: 'customers', columns: [] },
    ]);
    expect(parseTableNames('my table')).toBeNull();
    expect(parseTableNames('a(b c)')).toBeNull();
    expect(parseTableNames('a-b')).toBeNull();
    expect(parseColumnNames('name, email, Name')).toEqual(['name', 'email']);
    expect(parseColumnNames('na me')).toBeNull();
  });

  it('skips tables and columns that exist, naming them for the toasts', () => {
    const { doc, existing } = addNamedTables(valid(), [
      { tn: 'Orders', columns: [] },
      { tn: 'shops', columns: ['city'] },
    ]);
    expect(existing).toEqual(['Orders']);
    expect(doc.tables.map((t) => t.tn)).toEqual(['orders', 'products', 'shops']);
    expect(doc.tables[2]!.columns.map((c) => [c.cn, c.uidt])).toEqual([
      ['id', 'ID'],
      ['city', 'SingleLineText'],
    ]);
    const cols = addNamedColumns(doc, 2, ['City', 'zip']);
    expect(cols.existing).toEqual(['City']);
    expect(cols.doc.tables[2]!.columns.map((c) => c.cn)).toEqual(['id', 'city', 'zip']);
  });
});

describe('shortcuts (001 s.9)', () => {
  const key = (code: string, m: Partial<{ metaKey: boolean; ctrlKey: boolean; altKey: boolean; shiftKey: boolean }>) => ({
    code,
    metaKey: false,
    ctrlKey: false,
    altKey: false,
    shiftKey: false,
    ...m,
  });
  it('Alt+Shift elsewhere, Command+Control on a Mac', () => {
    expect(shortcutOf(key('KeyS', { altKey: true, shiftKey: true }), false)).toEqual({ kind: 'submit' });
    expect(shortcutOf(key('KeyS', { altKey: true, shiftKey: true }), true)).toBeUndefined();
    expect(shortcutOf(key('KeyJ', { metaKey: true, ctrlKey: true }), true)).toEqual({ kind: 'copyJson' });
    expect(shortcutOf(key('KeyJ', { altKey: true }), false)).toBeUndefined();
  });
  it('letters, arrows and the number keys', () => {
    const alt = (code: string) => shortcutOf(key(code, { altKey: true, shiftKey: true }), false);
    expect(alt('KeyT')).toEqual({ kind: 'tables' });
    expect(alt('KeyC')).toEqual({ kind: 'columns' });
    expect(alt('KeyA')).toEqual({ kind: 'addColumn' });
    expect(alt('ArrowUp')).toEqual({ kind: 'table', step: -1 });
    expect(alt('ArrowDown')).toEqual({ kind: 'table', step: 1 });
    expect(alt('ArrowLeft')).toEqual({ kind: 'column', step: -1 });
    expect(alt('ArrowRight')).toEqual({ kind: 'column', step: 1 });
    expect(['Digit1', 'Digit2', 'Digit3', 'Digit4', 'Digit5', 'Numpad6'].map((c) => alt(c))).toEqual(
      ['Number', 'SingleLineText', 'LongText', 'LinkToAnotherRecord', 'Lookup', 'Rollup'].map((uidt) => ({ kind: 'addColumn', uidt })),
    );
    expect(alt('Digit7')).toBeUndefined();
  });
});
