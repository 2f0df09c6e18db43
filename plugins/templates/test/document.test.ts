import { describe, expect, it } from 'vitest';
import { HttpError } from '@plinth/sdk/server';
import { BUILT_IN_TEMPLATES } from '../server/builtins/index.js';
import { parseTemplateDocument } from '../server/document/index.js';
import { planTemplate, schemaOps } from '../server/plan.js';

/** The message a document is refused with, or undefined when it passes. */
function refusal(doc: unknown, mode: 'gallery' | 'project' = 'gallery'): string | undefined {
  try {
    parseTemplateDocument(doc, mode);
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(400);
    return (err as Error).message;
  }
}

const doc = (tables: unknown[], extra: Record<string, unknown> = {}) => ({ title: 'T', category: 'C', tables, ...extra });
const people = { tn: 'people', columns: [{ cn: 'name', uidt: 'SingleLineText' }] };

describe('template validation (001 section 5)', () => {
  it.each([
    ['Project name required', { category: 'C', tables: [people] }],
    ['Project name required', doc([people], { title: '  ' })],
    ['Column name required', doc([{ tn: 'a', columns: [{ uidt: 'Number' }] }])],
    ['Column name required', doc([{ tn: 'a', columns: [{ cn: ' ', uidt: 'Number' }] }])],
    [
      'Duplicate column not allowed',
      doc([
        {
          tn: 'a',
          columns: [
            { cn: 'x', uidt: 'Number' },
            { cn: 'X', uidt: 'Date' },
          ],
        },
      ]),
    ],
    ['Duplicate column not allowed', doc([{ tn: 'a', columns: [{ cn: 'x', uidt: 'Number' }], hasMany: [{ tn: 'a', _cn: 'x' }] }])],
    ['Column data type required', doc([{ tn: 'a', columns: [{ cn: 'x' }] }])],
    ['Related table name required', doc([{ tn: 'a', columns: [{ cn: 'l', uidt: 'LinkToAnotherRecord', type: 'hm' }] }])],
    ['Related table name required', doc([{ tn: 'a', columns: [{ cn: 'x', uidt: 'Number' }], manyToMany: [{ _cn: 'm' }] }])],
    ['Relation type required', doc([people, { tn: 'a', columns: [{ cn: 'l', uidt: 'LinkToAnotherRecord', rtn: 'people' }] }])],
    ['Relation type required', doc([people, { tn: 'a', columns: [{ cn: 'l', uidt: 'Lookup', rtn: { tn: 'people' }, rcn: 'name' }] }])],
    ['Related column name required', doc([people, { tn: 'a', columns: [{ cn: 'l', uidt: 'Lookup', rtn: { tn: 'people', type: 'bt' } }] }])],
    [
      'Related column name required',
      doc([people, { tn: 'a', columns: [{ cn: 'x', uidt: 'Number' }], v: [{ _cn: 'r', rl: { rltn: 'people', type: 'hm', fn: 'sum' } }] }]),
    ],
    [
      'Rollup aggregate function name required',
      doc([people, { tn: 'a', columns: [{ cn: 'r', uidt: 'Rollup', rtn: { tn: 'people', type: 'hm' }, rcn: 'name' }] }]),
    ],
    ['Category name required', { title: 'T', tables: [people] }],
    [
      'Duplicate relation is not allowed',
      doc([
        people,
        {
          tn: 'a',
          columns: [{ cn: 'p1', uidt: 'LinkToAnotherRecord', type: 'mm', rtn: 'people' }],
          manyToMany: [{ rtn: 'people', _cn: 'p2' }],
        },
      ]),
    ],
    [
      'Duplicate relation is not allowed',
      doc([
        people,
        {
          tn: 'a',
          columns: [
            { cn: 'f1', uidt: 'ForeignKey', rtn: 'people' },
            { cn: 'f2', uidt: 'ForeignKey', rtn: 'people' },
          ],
        },
      ]),
    ],
  ])('answers %s', (message, input) => {
    expect(refusal(input)).toBe(message);
  });

  it('answers the first problem in document order', () => {
    const twoProblems = doc([{ tn: 'a', columns: [{ cn: 'x' }, { uidt: 'Number' }] }], { category: undefined });
    expect(refusal(twoProblems)).toBe('Column data type required');
    expect(refusal({ ...twoProblems, title: '' })).toBe('Project name required');
  });

  it('does not ask for a category when a project is made from the document', () => {
    expect(refusal({ title: 'T', tables: [people] }, 'project')).toBeUndefined();
  });

  it('refuses references that do not fit together', () => {
    expect(refusal(doc([{ tn: 'a', columns: [{ cn: 'x', uidt: 'Number' }], hasMany: [{ tn: 'nowhere' }] }]))).toBe(
      "Related table 'nowhere' not found",
    );
    expect(refusal(doc([people, { tn: 'People', columns: [{ cn: 'x', uidt: 'Number' }] }]))).toBe("Table 'People' is already exist");
    expect(refusal(doc([{ tn: 'nc_users', columns: [{ cn: 'x', uidt: 'Number' }] }]))).toBe("Table name 'nc_users' is reserved");
    expect(refusal(doc([people, { tn: 'a', columns: [{ cn: 'people_id', uidt: 'Number' }], belongsTo: [{ tn: 'people' }] }]))).toBe(
      'Duplicate column not allowed',
    );
    const lookupWithoutRelation = doc([
      people,
      { tn: 'a', columns: [{ cn: 'who', uidt: 'Lookup', rtn: { tn: 'people', type: 'bt' }, rcn: 'name' }] },
    ]);
    expect(refusal(lookupWithoutRelation)).toBe("'who' of 'a' needs a bt relation to 'people'");
    expect(refusal(doc([people, { tn: 'a', columns: [{ cn: 'c', uidt: 'Formula' }] }]))).toBe(
      "Column data type 'Formula' cannot be used in a template",
    );
    expect(refusal(doc([people], { image_url: 'red; background:url(https://evil.example/x)' }))).toBe(
      'Image must be an http(s) URL or a CSS gradient',
    );
    expect(refusal(doc([people], { image_url: 'https://example.com/card.png' }))).toBeUndefined();
  });
});

describe('normalizing and planning', () => {
  const editorForm = doc(
    [
      {
        tn: 'authors',
        columns: [
          { cn: 'name', uidt: 'SingleLineText' },
          { cn: 'Books', uidt: 'LinkToAnotherRecord', type: 'hm', rtn: 'books' },
          { cn: 'Total pages', uidt: 'Rollup', rtn: { tn: 'books', type: 'hm' }, rcn: 'pages', fn: 'sum' },
        ],
      },
      {
        tn: 'books',
        columns: [
          { cn: 'title', uidt: 'SingleLineText' },
          { cn: 'pages', uidt: 'Number' },
          { cn: 'writer', uidt: 'ForeignKey', rtn: 'authors' },
          { cn: 'Genres', uidt: 'LinkToAnotherRecord', type: 'mm', rtn: 'genres' },
        ],
      },
      {
        tn: 'genres',
        columns: [
          { cn: 'key', uidt: 'ID' },
          { cn: 'label', uidt: 'SingleLineText', dtxp: 80 },
        ],
        manyToMany: [{ rtn: 'books', _cn: 'Books' }],
      },
    ],
    { tags: 'library, books ,library' },
  );

  it('turns editor columns into the saved form', () => {
    const saved = parseTemplateDocument(editorForm, 'gallery');
    expect(saved.tags).toEqual(['library', 'books']);
    const [authors, books, genres] = saved.tables;
    expect(authors).toEqual({
      tn: 'authors',
      columns: [{ cn: 'name', uidt: 'SingleLineText' }],
      hasMany: [{ tn: 'books', _cn: 'Books' }],
      manyToMany: [],
      belongsTo: [],
      v: [{ _cn: 'Total pages', rl: { rltn: 'books', rlcn: 'pages', type: 'hm', fn: 'sum' } }],
    });
    expect(books!.belongsTo).toEqual([{ tn: 'authors', _cn: 'writer' }]);
    expect(books!.manyToMany).toEqual([{ rtn: 'genres', _cn: 'Genres' }]);
    expect(genres!.columns).toEqual([
      { cn: 'key', uidt: 'ID' },
      { cn: 'label', uidt: 'SingleLineText', dtxp: '80' },
    ]);
    // The saved form is a fixed point.
    expect(parseTemplateDocument(saved, 'gallery')).toEqual(saved);
  });

  it("makes each relation once, named by the belongs-to side, keyed on each table's ID column", () => {
    const ops = schemaOps(planTemplate(parseTemplateDocument(editorForm, 'gallery')));
    const createTable = (tn: string, ...columns: { cn: string; uidt: string; dtxp?: string }[]) => ({
      op: 'createTable',
      table: { tn, columns },
    });
    expect(ops).toEqual([
      createTable('authors', { cn: 'id', uidt: 'ID' }, { cn: 'name', uidt: 'SingleLineText' }),
      createTable('books', { cn: 'id', uidt: 'ID' }, { cn: 'title', uidt: 'SingleLineText' }, { cn: 'pages', uidt: 'Number' }),
      createTable('genres', { cn: 'key', uidt: 'ID' }, { cn: 'label', uidt: 'SingleLineText', dtxp: '80' }),
      { op: 'addColumn', tn: 'books', column: { cn: 'writer', uidt: 'ForeignKey' } },
      { op: 'addForeignKey', fk: { tn: 'books', cn: 'writer', rtn: 'authors', rcn: 'id' } },
      {
        op: 'createJunctionTable',
        junction: { vtn: 'books_genres', vcn: 'books_id', vrcn: 'genres_id', tn: 'books', cn: 'id', rtn: 'genres', rcn: 'key' },
      },
    ]);
  });

  it('ships built-in templates that pass their own validation unchanged', () => {
    expect(BUILT_IN_TEMPLATES.length).toBeGreaterThanOrEqual(4);
    for (const builtIn of BUILT_IN_TEMPLATES) {
      expect(parseTemplateDocument(builtIn, 'gallery')).toEqual(builtIn);
      const plan = planTemplate(builtIn);
      expect(plan.hasMany.length + plan.manyToMany.length).toBeGreaterThan(0);
    }
  });
});
