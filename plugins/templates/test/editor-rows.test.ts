/** The editor does not edit sample rows but must not lose them: a built-in saved from the editor keeps its rows. */
import { describe, expect, it } from 'vitest';
import { parseTemplateDocument } from '../server/document/index.js';
import { BUILT_IN_TEMPLATES } from '../server/builtins/index.js';
import { fromDocument, toDocument } from '../web/editor/model.js';
import { deleteColumn, pairRelations } from '../web/editor/relations.js';

describe('sample rows through the editor', () => {
  it.each(BUILT_IN_TEMPLATES.map((t) => [t.title, t] as const))(
    '%s: loaded and saved unchanged, its rows are the same',
    (_title, builtIn) => {
      const saved = parseTemplateDocument(toDocument(pairRelations(fromDocument(builtIn))), 'gallery');
      expect(saved.tables.map((t) => [t.tn, t.rows ?? []])).toEqual(builtIn.tables.map((t) => [t.tn, t.rows ?? []]));
    },
  );

  it('leaves out the values of a removed column and the links of a removed many-to-many, keeping the rest', () => {
    const crm = BUILT_IN_TEMPLATES[0]!;
    let doc = pairRelations(fromDocument(crm));
    const ti = doc.tables.findIndex((t) => t.tn === 'contacts');
    const columnIndex = (match: (c: (typeof doc.tables)[number]['columns'][number]) => boolean) => doc.tables[ti]!.columns.findIndex(match);
    doc = deleteColumn(
      doc,
      ti,
      columnIndex((c) => c.cn === 'phone'),
    );
    doc = deleteColumn(
      doc,
      ti,
      columnIndex((c) => c.uidt === 'LinkToAnotherRecord' && c.type === 'mm' && c.rtn === 'deals'),
    );
    const saved = parseTemplateDocument(toDocument(doc), 'gallery');
    const rows = saved.tables.find((t) => t.tn === 'contacts')!.rows!;
    const before = crm.tables.find((t) => t.tn === 'contacts')!.rows!;
    expect(rows).toHaveLength(before.length);
    expect(before.some((r) => r.phone !== undefined)).toBe(true);
    for (const [i, row] of rows.entries()) {
      expect(row).not.toHaveProperty('phone');
      expect(row._mm?.deals).toBeUndefined();
      expect(row.first_name).toBe(before[i]!.first_name);
    }
  });
});
