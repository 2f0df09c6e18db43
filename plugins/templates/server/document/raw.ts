import { z } from '@plinth/sdk';

/**
 * The structure of a template document as clients send it: either the editor form (relations,
 * lookups and rollups as columns with `uidt`, `type`, `rtn`, `rcn`, `fn`) or the saved form
 * (`hasMany`, `manyToMany`, `belongsTo`, `v`), or a mix. Fields are optional here so the
 * ordered rules in `rules.ts` decide which of the spec's messages comes first; a field of the
 * wrong JSON type answers the message of its rule.
 */
/** Sample rows: at most this many per table, and `MAX_TEMPLATE_ROWS` in a template. */
const MAX_TABLE_ROWS = 100;
export const MAX_TEMPLATE_ROWS = 1000;

const text = (msg: string, max = 255) =>
  z
    .string({ error: msg })
    .max(max, `${msg.replace(/ required$/, '')} is too long`)
    .nullish();

export const REQUIRED = {
  projectName: 'Project name required',
  tableName: 'Table name required',
  columnName: 'Column name required',
  duplicateColumn: 'Duplicate column not allowed',
  dataType: 'Column data type required',
  relatedTable: 'Related table name required',
  relationType: 'Relation type required',
  relatedColumn: 'Related column name required',
  rollupFunction: 'Rollup aggregate function name required',
  category: 'Category name required',
  duplicateRelation: 'Duplicate relation is not allowed',
} as const;

const relatedTableRef = z
  .union([z.string(), z.object({ tn: z.string().nullish(), type: z.string().nullish() })], { error: REQUIRED.relatedTable })
  .nullish();

const rawColumn = z.object(
  {
    cn: text(REQUIRED.columnName),
    uidt: text(REQUIRED.dataType, 64),
    type: text(REQUIRED.relationType, 16),
    /** Related table: a name for relations, `{ tn, type }` for lookups and rollups. */
    rtn: relatedTableRef,
    rcn: text(REQUIRED.relatedColumn),
    fn: text(REQUIRED.rollupFunction, 32),
    dtxp: z.union([z.string().max(4096), z.number()], { error: 'Column options must be text' }).nullish(),
    dt: z.string({ error: 'Native type must be text' }).max(64).nullish(),
  },
  { error: 'A column must be an object' },
);

const linkName = z.string({ error: REQUIRED.columnName }).max(255).nullish();

const rawTable = z.object(
  {
    tn: text(REQUIRED.tableName),
    columns: z.array(rawColumn, { error: 'Columns must be a list' }).max(500, 'A table has at most 500 columns').default([]),
    hasMany: z
      .array(z.object({ tn: text(REQUIRED.relatedTable), _cn: linkName }), { error: 'hasMany must be a list' })
      .max(100)
      .default([]),
    manyToMany: z
      .array(z.object({ rtn: text(REQUIRED.relatedTable), _cn: linkName }), { error: 'manyToMany must be a list' })
      .max(100)
      .default([]),
    belongsTo: z
      .array(z.object({ tn: text(REQUIRED.relatedTable), _cn: linkName }), { error: 'belongsTo must be a list' })
      .max(100)
      .default([]),
    v: z
      .array(
        z.object({
          _cn: linkName,
          lk: z
            .object({ ltn: text(REQUIRED.relatedTable), type: text(REQUIRED.relationType, 16), lcn: text(REQUIRED.relatedColumn) })
            .nullish(),
          rl: z
            .object({
              rltn: text(REQUIRED.relatedTable),
              rlcn: text(REQUIRED.relatedColumn),
              type: text(REQUIRED.relationType, 16),
              fn: text(REQUIRED.rollupFunction, 32),
            })
            .nullish(),
        }),
        { error: 'v must be a list' },
      )
      .max(200)
      .default([]),
    rows: z
      .array(z.record(z.string(), z.unknown(), { error: 'A sample row must be an object' }), { error: 'Rows must be a list' })
      .max(MAX_TABLE_ROWS, `A table has at most ${MAX_TABLE_ROWS} sample rows`)
      .default([]),
  },
  { error: 'A table must be an object' },
);

export const rawDocument = z.object(
  {
    title: text(REQUIRED.projectName),
    /** The spec's alternative name of `title`. */
    name: text(REQUIRED.projectName),
    description: z.string({ error: 'Description must be text' }).max(10_000, 'Description is too long').nullish(),
    category: text(REQUIRED.category),
    image_url: z.string({ error: 'Image must be text' }).max(2048, 'Image is too long').nullish(),
    tags: z
      .union([z.array(z.string().max(64, 'A tag is at most 64 characters')).max(50, 'At most 50 tags'), z.string().max(2000)], {
        error: 'Tags must be a list or comma-separated text',
      })
      .nullish(),
    tables: z.array(rawTable, { error: 'Tables must be a list' }).max(200, 'A template has at most 200 tables').default([]),
  },
  { error: 'A template document is required' },
);

export type RawColumn = z.infer<typeof rawColumn>;
export type RawTable = z.infer<typeof rawTable>;
export type RawDocument = z.infer<typeof rawDocument>;

/** A non-blank string. */
export const present = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';
