/**
 * JSON Schemas of one table's rows, from its meta: what the API answers (`Row`, lenient: a
 * project may sit on a database Plinth did not fill) and what it takes on create and update
 * (the uidt constraints `RowCodec.toDb` enforces: formats, select options, ranges, required).
 */
import type { ColumnMeta, TableMeta, VirtualColumnMeta } from '@plinth/sdk';
import {
  embeddedKey,
  isVirtualColumn,
  parseFormula,
  parseSelectOptions,
  PHONE_NUMBER_PATTERN,
  relationColumn,
  type ColumnIndex,
  type FormulaType,
  type QueryColumn,
  type RelationKind,
} from '@plinth/sdk/server';
import type { JsonSchema, JsonType } from './openapi-types.js';

type Mode = 'read' | 'write';

const TIME = '^\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?([+-]\\d{2}(:?\\d{2})?)?$';
const SIZED_TEXT = /^(varchar|character varying|char|character|nvarchar|nchar)$/i;

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** Adds null to a schema's type (or enum); a schema without a type already takes null. */
function nullable(s: JsonSchema): JsonSchema {
  if (s.anyOf) return { ...s, anyOf: [...s.anyOf, { type: 'null' }] };
  if (s.type === undefined) return s;
  const types: JsonType[] = Array.isArray(s.type) ? s.type : [s.type];
  return { ...s, type: [...types, 'null'], ...(s.enum && { enum: [...s.enum, null] }) };
}

const ANY = (description: string): JsonSchema => ({ description });

function integerSchema(q: QueryColumn): JsonSchema {
  const [min, max] = q.range ?? [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];
  return {
    type: 'integer',
    ...(min > Number.MIN_SAFE_INTEGER && { minimum: min }),
    ...(max < Number.MAX_SAFE_INTEGER && { maximum: max }),
  };
}

function textSchema(col: ColumnMeta, mode: Mode): JsonSchema {
  switch (col.uidt) {
    case 'Email':
      return { type: 'string', format: 'email' };
    case 'URL':
      return { type: 'string', format: 'uri' };
    case 'PhoneNumber':
      return mode === 'write' ? { type: 'string', pattern: PHONE_NUMBER_PATTERN.source } : { type: 'string' };
    case 'SingleSelect': {
      const options = parseSelectOptions(col.dtxp);
      return mode === 'write' && options.length
        ? { type: 'string', enum: options }
        : { type: 'string', ...(options.length && { examples: options }) };
    }
  }
  const size = mode === 'write' && col.dt && SIZED_TEXT.test(col.dt) && /^\d+$/.test(col.dtxp ?? '') ? Number(col.dtxp) : undefined;
  return { type: 'string', ...(size && { maxLength: size }) };
}

/** One column's value, before nullability. `q` is absent for names the query guard refuses. */
function valueSchema(col: ColumnMeta, q: QueryColumn | undefined, mode: Mode): JsonSchema {
  switch (col.uidt) {
    case 'Checkbox':
      return { type: 'boolean' };
    case 'JSON':
      return mode === 'read' ? ANY('JSON value (text on databases without a JSON type)') : ANY('Any JSON value');
    case 'Attachment':
      return mode === 'read' ? ANY('Attachments as stored (JSON text)') : { type: 'array', items: { type: 'object' } };
    case 'MultiSelect': {
      const options = parseSelectOptions(col.dtxp);
      if (mode === 'read') return { type: 'string', description: 'Selected options, comma-separated' };
      const item: JsonSchema = options.length ? { type: 'string', enum: options } : { type: 'string' };
      return {
        anyOf: [
          { type: 'array', items: item },
          { type: 'string', description: 'Options, comma-separated' },
        ],
      };
    }
  }
  switch (q?.kind) {
    case 'integer':
      return integerSchema(q);
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return mode === 'write'
        ? { type: 'string', format: 'date' }
        : { type: 'string', description: 'YYYY-MM-DD (some drivers answer a date-time at midnight)' };
    case 'datetime':
      return mode === 'write'
        ? { type: 'string', format: 'date-time', description: 'RFC 3339; `YYYY-MM-DD HH:MM:SS` (UTC) is accepted too' }
        : { type: 'string', description: 'YYYY-MM-DD HH:MM:SS or RFC 3339, depending on the database' };
    case 'time':
      return { type: 'string', pattern: TIME };
    case 'uuid':
      return { type: 'string', format: 'uuid' };
    case 'string':
      return textSchema(col, mode);
    default:
      return mode === 'read' ? ANY(`${col.uidt} value as the database stores it`) : { type: 'string' };
  }
}

function columnSchema(col: ColumnMeta, q: QueryColumn | undefined, mode: Mode): JsonSchema {
  const base = { ...valueSchema(col, q, mode) };
  const described: JsonSchema = {
    ...base,
    description: [base.description, `uidt ${col.uidt}`, col.cn !== col._cn ? `column ${col.cn}` : ''].filter(Boolean).join('; '),
  };
  if (mode === 'read' && col.ai) described.readOnly = true;
  const notNull = mode === 'read' ? col.rqd || col.pk : col.rqd;
  return notNull ? described : nullable(described);
}

/** Physical columns by alias, with the guard's view of each (kind, integer range). */
function physicalColumns(meta: TableMeta, index: ColumnIndex): { col: ColumnMeta; q: QueryColumn | undefined }[] {
  const queryable = new Map(index.selectable().map((q) => [q.meta, q]));
  return meta.columns.filter((c) => !isVirtualColumn(c)).map((col) => ({ col, q: queryable.get(col) }));
}

export interface RelatedNames {
  /** Component name of a table's row schema, by physical table name. */
  rowSchema(tn: string): string | undefined;
  alias(tn: string): string | undefined;
  /** Alias of a column by physical table and column name. */
  columnAlias(tn: string, cn: string): string | undefined;
}

const AGGREGATES = new Set(['count', 'countDistinct', 'sum', 'sumDistinct', 'avg', 'avgDistinct']);

const FORMULA_TYPES: Record<FormulaType, JsonType> = { number: 'number', string: 'string', other: 'string', boolean: 'boolean' };

/** The type a formula yields; undefined when it no longer fits the table (it then reads as null). */
function formulaType(meta: TableMeta, index: ColumnIndex, value: string): FormulaType | undefined {
  try {
    return parseFormula(value, meta, index.sql).type;
  } catch {
    return undefined;
  }
}

/** Lookups, rollups, counts and formulas (the data service fills them on list and read); read-only. */
function virtualSchema(meta: TableMeta, index: ColumnIndex, v: VirtualColumnMeta): JsonSchema | undefined {
  if (v.formula) {
    const type = formulaType(meta, index, v.formula.value);
    const description = `Formula: ${v.formula.value}`;
    return type ? { type: [FORMULA_TYPES[type], 'null'], readOnly: true, description } : { type: 'null', readOnly: true, description };
  }
  if (v.count) return { type: 'integer', minimum: 0, readOnly: true, description: `Count of linked ${v.count.ctn} rows` };
  if (v.rl) {
    const what = `Rollup: ${v.rl.fn} of ${v.rl.rltn}.${v.rl.rlcn}`;
    return AGGREGATES.has(v.rl.fn)
      ? { type: ['number', 'null'], readOnly: true, description: what }
      : { readOnly: true, description: what };
  }
  if (v.lk) {
    const what = `Lookup: ${v.lk.ltn}.${v.lk.lcn}`;
    return v.lk.type === 'bt'
      ? { readOnly: true, description: what }
      : { type: 'array', readOnly: true, description: `${what}, one value per related row` };
  }
  return undefined;
}

/** A row as the API answers it: columns, lookups and rollups, and the embedded relations (`hm`, `bt`, `mm`). */
export function rowSchema(meta: TableMeta, index: ColumnIndex, related: RelatedNames): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const { col, q } of physicalColumns(meta, index)) properties[col._cn] = columnSchema(col, q, 'read');
  for (const v of meta.v ?? []) {
    const schema = virtualSchema(meta, index, v);
    if (schema) properties[v._cn] = schema;
  }
  const embed = (kind: RelationKind, rels: TableMeta['hasMany']) => {
    for (const rel of rels ?? []) {
      const name = related.rowSchema(rel.rtn);
      const alias = related.alias(rel.rtn);
      if (!name || alias === undefined) continue;
      const fk = relationColumn(kind, rel);
      const column = related.columnAlias(fk.tn, fk.cn) ?? fk.cn;
      // Under `<table>List` when asked by table, `<table>_<column>List` when asked by `table:column`.
      for (const [key, asked] of [
        [embeddedKey(kind, alias), alias],
        [embeddedKey(kind, alias, column), `${alias}:${column}`],
      ] as const) {
        properties[key] =
          kind === 'bt'
            ? { anyOf: [ref(name), { type: 'null' }], description: `Embedded with bt=${asked}` }
            : { type: 'array', items: ref(name), description: `Embedded with ${kind}=${asked}` };
      }
    }
  };
  embed('hm', meta.hasMany);
  embed('bt', meta.belongsTo);
  embed('mm', meta.manyToMany);
  return { type: 'object', title: meta._tn, properties, additionalProperties: false };
}

/** The body of a create (`required` from rqd) or an update (every column optional). */
export function writeSchema(meta: TableMeta, index: ColumnIndex, mode: 'create' | 'update'): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const { col, q } of physicalColumns(meta, index)) {
    if (col.ai) continue;
    properties[col._cn] = columnSchema(col, q, 'write');
    if (mode === 'create' && col.rqd && (col.cdf === null || col.cdf === undefined)) required.push(col._cn);
  }
  return {
    type: 'object',
    title: `${meta._tn} (${mode})`,
    properties,
    ...(required.length && { required }),
    ...(mode === 'update' && { minProperties: 1 }),
    additionalProperties: false,
  };
}
