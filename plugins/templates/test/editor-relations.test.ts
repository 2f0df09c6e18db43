/** 001 s.4 "Relation editing keeps both sides in sync": every rule, on the editor's pure state. */
import { describe, expect, it } from 'vitest';
import { emptyDocument, fromDocument, newTable, type EditorColumn, type EditorDocument } from '../web/editor/model.js';
import { addColumn, deleteColumn, deleteTable, pairRelations, renameTable, updateColumn } from '../web/editor/relations.js';

const doc = (...tables: [string, string[]][]): EditorDocument => ({
  ...emptyDocument(),
  title: 'Shop',
  tables: tables.map(([tn, cols]) => newTable(tn, cols)),
});
const link = (cn: string, rtn: string, type: 'mm' | 'hm' = 'mm'): EditorColumn => ({
  key: `k-${cn}`,
  cn,
  uidt: 'LinkToAnotherRecord',
  type,
  rtn,
});
const shape = (d: EditorDocument, ti: number) =>
  d.tables[ti]!.columns.map(({ cn, uidt, type, rtn, rcn, fn }) => ({
    cn,
    uidt,
    ...(type && { type }),
    ...(rtn && { rtn }),
    ...(rcn && { rcn }),
    ...(fn && { fn }),
  }));
const names = (d: EditorDocument, ti: number) => d.tables[ti]!.columns.map((c) => c.cn);

describe('mirrors', () => {
  it('a Many To Many column adds a mirror Many To Many column in the related table', () => {
    const before = doc(['orders', ['note']], ['products', ['name']]);
    const d = addColumn(before, 0, link('Products', 'products'));
    expect(shape(d, 1)).toContainEqual({ cn: 'orders', uidt: 'LinkToAnotherRecord', type: 'mm', rtn: 'orders' });
    expect(d.tables[0]!.columns.at(-1)!.link).toBe(d.tables[1]!.columns.at(-1)!.link);
    expect(names(before, 1)).toEqual(['id', 'name']); // the input is not changed
  });

  it('a Has Many column adds a foreign-key column in the related table', () => {
    const d = addColumn(doc(['customers', []], ['orders', []]), 0, link('Orders', 'orders', 'hm'));
    expect(shape(d, 1)).toContainEqual({ cn: 'customers_id', uidt: 'ForeignKey', rtn: 'customers' });
  });

  it('a foreign-key column adds a Has Many mirror in its parent', () => {
    const d = addColumn(doc(['customers', []], ['orders', []]), 1, { key: 'fk', cn: 'customer_id', uidt: 'ForeignKey', rtn: 'customers' });
    expect(shape(d, 0)).toContainEqual({ cn: 'orders', uidt: 'LinkToAnotherRecord', type: 'hm', rtn: 'orders' });
  });

  it('a mirror takes a free name when the related table has the name already', () => {
    const d = addColumn(doc(['orders', []], ['products', ['orders', 'orders1']]), 0, link('Products', 'products'));
    expect(names(d, 1)).toEqual(['id', 'orders', 'orders1', 'orders2']);
  });

  it('a Many To Many link of a table to itself has no mirror; a self Has Many has its foreign key', () => {
    const mm = addColumn(doc(['people', []]), 0, link('Friends', 'people'));
    expect(names(mm, 0)).toEqual(['id', 'Friends']);
    const hm = addColumn(doc(['people', []]), 0, link('Children', 'people', 'hm'));
    expect(shape(hm, 0)).toContainEqual({ cn: 'people_id', uidt: 'ForeignKey', rtn: 'people' });
  });

  it('an incomplete relation (no related table yet) has no mirror until it gets one', () => {
    let d = addColumn(doc(['orders', []], ['products', []]), 0, { key: 'n', cn: 'title2', uidt: 'LinkToAnotherRecord', type: 'mm' });
    expect(names(d, 1)).toEqual(['id']);
    d = updateColumn(d, 0, 1, { rtn: 'products' });
    expect(shape(d, 1)).toContainEqual({ cn: 'orders', uidt: 'LinkToAnotherRecord', type: 'mm', rtn: 'orders' });
  });

  it('a loaded document gets its relations paired, and the mirrors it lacks', () => {
    const loaded = fromDocument({
      title: 'Blog',
      tags: [],
      tables: [
        {
          tn: 'posts',
          columns: [{ cn: 'title', uidt: 'SingleLineText' }],
          hasMany: [{ tn: 'comments', _cn: 'Comments' }],
          manyToMany: [{ rtn: 'tags' }],
        },
        { tn: 'comments', columns: [], belongsTo: [{ tn: 'posts', _cn: 'post_id' }] },
        { tn: 'tags', columns: [] },
      ],
    });
    const d = pairRelations(loaded);
    expect(shape(d, 1)).toEqual([{ cn: 'post_id', uidt: 'ForeignKey', rtn: 'posts' }]);
    expect(shape(d, 2)).toEqual([{ cn: 'posts', uidt: 'LinkToAnotherRecord', type: 'mm', rtn: 'posts' }]);
    const hm = d.tables[0]!.columns.find((c) => c.cn === 'Comments')!;
    expect(hm.link).toBe(d.tables[1]!.columns[0]!.link);
  });
});

describe('changes that replace the mirror', () => {
  const withMm = () => addColumn(doc(['orders', []], ['products', []], ['shops', []]), 0, link('Products', 'products'));

  it('changing the related table removes the old mirror and makes a new one', () => {
    const d = updateColumn(withMm(), 0, 1, { rtn: 'shops' });
    expect(names(d, 1)).toEqual(['id']);
    expect(shape(d, 2)).toContainEqual({ cn: 'orders', uidt: 'LinkToAnotherRecord', type: 'mm', rtn: 'orders' });
  });

  it('changing the relation type removes the old mirror and makes a new one', () => {
    const d = updateColumn(withMm(), 0, 1, { type: 'hm' });
    expect(shape(d, 1)).toEqual([
      { cn: 'id', uidt: 'ID' },
      { cn: 'orders_id', uidt: 'ForeignKey', rtn: 'orders' },
    ]);
  });

  it('changing the column type removes the mirror and clears the related table, type and related column', () => {
    const d = updateColumn(withMm(), 0, 1, { uidt: 'SingleLineText' });
    expect(names(d, 1)).toEqual(['id']);
    expect(shape(d, 0)[1]).toEqual({ cn: 'Products', uidt: 'SingleLineText' });
  });

  it('a column turned into a link starts as Many To Many; a lookup turned into a rollup loses its target', () => {
    const d = updateColumn(doc(['orders', ['note']]), 0, 1, { uidt: 'LinkToAnotherRecord' });
    expect(shape(d, 0)[1]).toEqual({ cn: 'note', uidt: 'LinkToAnotherRecord', type: 'mm' });
    const lk = addColumn(withMm(), 0, { key: 'lk', cn: 'Names', uidt: 'Lookup', type: 'mm', rtn: 'products', rcn: 'id' });
    expect(shape(updateColumn(lk, 0, 2, { uidt: 'Rollup' }), 0)[2]).toEqual({ cn: 'Names', uidt: 'Rollup' });
  });

  it('editing the mirror side moves the first side as well', () => {
    const d = updateColumn(withMm(), 1, 1, { rtn: 'shops' });
    expect(names(d, 0)).toEqual(['id']);
    expect(shape(d, 2)).toContainEqual({ cn: 'products', uidt: 'LinkToAnotherRecord', type: 'mm', rtn: 'products' });
  });

  it('changing a lookup’s related table clears its related column', () => {
    let d = addColumn(withMm(), 0, { key: 'lk', cn: 'Names', uidt: 'Lookup', type: 'mm', rtn: 'products', rcn: 'id' });
    d = updateColumn(d, 0, 2, { rtn: 'shops' });
    expect(shape(d, 0)[2]).toEqual({ cn: 'Names', uidt: 'Lookup', type: 'mm', rtn: 'shops' });
  });
});

describe('deletes', () => {
  const shop = () => {
    let d = doc(['orders', ['note']], ['products', ['name']]);
    d = addColumn(d, 0, link('Products', 'products'));
    d = addColumn(d, 0, { key: 'lk', cn: 'Product names', uidt: 'Lookup', type: 'mm', rtn: 'products', rcn: 'name' });
    d = addColumn(d, 1, { key: 'rl', cn: 'Orders', uidt: 'Rollup', type: 'mm', rtn: 'orders', rcn: 'note', fn: 'count' });
    return d;
  };

  it('deleting a relation column removes its mirror and the lookups and rollups that followed it', () => {
    const d = deleteColumn(shop(), 0, 2);
    expect(names(d, 0)).toEqual(['id', 'note']);
    expect(names(d, 1)).toEqual(['id', 'name']);
  });

  it('deleting the mirror removes the first side', () => {
    const d = deleteColumn(shop(), 1, 2);
    expect(names(d, 0)).toEqual(['id', 'note']);
  });

  it('deleting a column removes the lookups and rollups showing it', () => {
    const d = deleteColumn(shop(), 1, 1);
    expect(names(d, 0)).toEqual(['id', 'note', 'Products']);
    expect(names(d, 1)).toEqual(['id', 'orders', 'Orders']);
  });

  it('deleting a table removes the mirrors, lookups and rollups that refer to it', () => {
    const d = deleteTable(shop(), 1);
    expect(d.tables.map((t) => t.tn)).toEqual(['orders']);
    expect(names(d, 0)).toEqual(['id', 'note']);
  });

  it('a relation still declared by another column keeps its lookups', () => {
    let d = shop();
    d = addColumn(d, 0, { key: 'x', cn: 'More', uidt: 'LinkToAnotherRecord', type: 'mm', rtn: 'products' });
    d = deleteColumn(d, 0, 2);
    expect(names(d, 0)).toContain('Product names');
  });
});

describe('renames', () => {
  it('renaming a table updates relations, mirrors, lookups and rollups in other tables', () => {
    let d = doc(['orders', ['note']], ['products', ['name']]);
    d = addColumn(d, 0, link('Products', 'products'));
    d = addColumn(d, 0, { key: 'lk', cn: 'Names', uidt: 'Lookup', type: 'mm', rtn: 'products', rcn: 'name' });
    d = addColumn(d, 1, { key: 'rl', cn: 'Count', uidt: 'Rollup', type: 'mm', rtn: 'orders', rcn: 'note', fn: 'count' });
    d = renameTable(d, 1, 'items');
    expect(shape(d, 0).slice(2)).toEqual([
      { cn: 'Products', uidt: 'LinkToAnotherRecord', type: 'mm', rtn: 'items' },
      { cn: 'Names', uidt: 'Lookup', type: 'mm', rtn: 'items', rcn: 'name' },
    ]);
    d = renameTable(d, 0, 'purchases');
    expect(shape(d, 1).slice(2)).toEqual([
      { cn: 'orders', uidt: 'LinkToAnotherRecord', type: 'mm', rtn: 'purchases' },
      { cn: 'Count', uidt: 'Rollup', type: 'mm', rtn: 'purchases', rcn: 'note', fn: 'count' },
    ]);
  });

  it('renaming a column updates the lookup and rollup targets that show it', () => {
    let d = doc(['orders', ['note']], ['products', ['name']]);
    d = addColumn(d, 0, link('Products', 'products'));
    d = addColumn(d, 0, { key: 'lk', cn: 'Names', uidt: 'Lookup', type: 'mm', rtn: 'products', rcn: 'name' });
    d = updateColumn(d, 1, 1, { cn: 'label' });
    expect(d.tables[0]!.columns.find((c) => c.cn === 'Names')!.rcn).toBe('label');
  });

  it('renaming a relation column keeps its pair', () => {
    let d = addColumn(doc(['orders', []], ['products', []]), 0, link('Products', 'products'));
    d = updateColumn(d, 0, 1, { cn: 'Items' });
    expect(d.tables[0]!.columns[1]!.link).toBe(d.tables[1]!.columns[1]!.link);
    expect(names(d, 1)).toEqual(['id', 'orders']);
  });
});
