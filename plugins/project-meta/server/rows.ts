/**
 * A project's rows as CSV beside its metadata, when the export asks for them: one
 * `rows/<table>.csv` per table (a header of column names, then the rows in primary-key order,
 * read page by page and streamed into the zip), junction tables with their two link columns.
 * A null is an empty field, an empty text a quoted empty field (`""`), so both survive the trip.
 * An import reads them back (csv-parse) into the tables it created, parents before children,
 * all in one transaction of the project's database.
 */
import { Readable } from 'node:stream';
import type { ColumnMeta } from '@plinth/sdk';
import { HttpError, type DialectDb, type Knex } from '@plinth/sdk/server';
import { parse } from 'csv-parse/sync';
import { stringify, type Options as CsvOptions } from 'csv-stringify/sync';
import type { ProjectDocument } from './document.js';
import { rowsFileName } from './document.js';

const PAGE = 1000;
/** Bound values per insert statement, under every driver's limit (SQL Server's 2,100). */
const VALUES_PER_INSERT = 2000;

/** What is read of one table: its name, the columns written, and the order to page in. */
export interface RowSource {
  tn: string;
  columns: string[];
  /** Primary-key columns; paging by key when there is exactly one. */
  pk: string[];
}

const from = (db: DialectDb, tn: string): Knex.QueryBuilder => (db.schema ? db.knex.withSchema(db.schema).from(tn) : db.knex(tn));

/** Pages of a table's rows as arrays in `columns` order: by key when it has one, else by offset. */
async function* pagesOf(db: DialectDb, source: RowSource): AsyncGenerator<unknown[]> {
  const key = source.pk.length === 1 ? source.pk[0] : undefined;
  const order = source.pk.length ? source.pk : source.columns.slice(0, 1);
  let last: unknown;
  for (let offset = 0; ; offset += PAGE) {
    const q = from(db, source.tn).select(source.columns).orderBy(order).limit(PAGE);
    if (key !== undefined) {
      if (last !== undefined) q.where(key, '>', last as Knex.Value);
    } else q.offset(offset);
    const page: Record<string, unknown>[] = await q;
    for (const row of page) yield source.columns.map((cn) => row[cn]);
    if (page.length < PAGE) return;
    if (key !== undefined) last = page[page.length - 1]?.[key];
  }
}

const csvOptions: CsvOptions = {
  cast: {
    // Only an empty text is quoted when empty: a null stays an empty field.
    string: (text) => (text === '' ? { value: '', quoted_empty: true } : text),
    boolean: (b) => (b ? 'true' : 'false'),
    date: (d) => d.toISOString(),
    object: (o) => (Buffer.isBuffer(o) ? o.toString('base64') : JSON.stringify(o)),
  },
};

/** The CSV text of one table, page by page. */
async function* csvOf(db: DialectDb, source: RowSource): AsyncGenerator<string> {
  yield stringify([source.columns], csvOptions);
  let page: unknown[][] = [];
  for await (const row of pagesOf(db, source)) {
    page.push(row);
    if (page.length === PAGE) {
      yield stringify(page, csvOptions);
      page = [];
    }
  }
  if (page.length) yield stringify(page, csvOptions);
}

/** The CSV of one table, streamed: nothing is read until the zip reaches it. */
export function rowsCsv(db: DialectDb, source: RowSource): Readable {
  return Readable.from(csvOf(db, source));
}

type ParsedRows = { columns: string[]; rows: (string | null)[][] };

/** The CSV files of an archive, checked against the tables the document makes (400 otherwise). */
export function readRows(document: ProjectDocument, files: ReadonlyMap<string, Buffer>): Map<string, ParsedRows> {
  const columnsOf = new Map<string, Set<string>>([
    ...document.tables.map((t): [string, Set<string>] => [t.tn, new Set(t.columns.map((c) => c.cn))]),
    ...document.junctions.map((j): [string, Set<string>] => [j.vtn, new Set([j.vcn, j.vrcn])]),
  ]);
  const out = new Map<string, ParsedRows>();
  for (const tn of document.rows) {
    const name = rowsFileName(tn);
    const known = columnsOf.get(tn);
    if (!known) throw new HttpError(400, `Invalid archive: ${name} names a table the archive does not make`);
    const file = files.get(name);
    if (!file) throw new HttpError(400, `Invalid archive: no ${name}`);
    let records: (string | null)[][];
    try {
      records = parse(file, {
        bom: true,
        // A quoted empty field is an empty text; an unquoted one is null.
        cast: (value, context) => (context.header || context.quoting || value !== '' ? value : null),
      });
    } catch (err) {
      throw new HttpError(400, `Invalid archive: ${name}: ${(err as Error).message}`);
    }
    const [header = [], ...rows] = records;
    const columns = header.map(String);
    const unknown = columns.find((cn) => !known.has(cn));
    if (unknown !== undefined) throw new HttpError(400, `Invalid archive: ${name} has the unknown column '${unknown}'`);
    if (new Set(columns).size !== columns.length) throw new HttpError(400, `Invalid archive: ${name} repeats a column`);
    out.set(tn, { columns, rows });
  }
  return out;
}

/** Tables in an order where each comes after the tables its foreign keys point to (cycles: as listed). */
function parentsFirst(tables: readonly string[], foreignKeys: ProjectDocument['foreignKeys']): string[] {
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (tn: string, path: Set<string>) => {
    if (seen.has(tn) || path.has(tn)) return;
    path.add(tn);
    for (const fk of foreignKeys) if (fk.tn === tn && fk.rtn !== tn && tables.includes(fk.rtn)) visit(fk.rtn, path);
    seen.add(tn);
    ordered.push(tn);
  };
  for (const tn of tables) visit(tn, new Set());
  return ordered;
}

/** A CSV text as the value its column stores (checkboxes as booleans; the rest as the database reads text). */
function valueFor(column: ColumnMeta | undefined, text: string | null): unknown {
  if (text === null || column?.uidt !== 'Checkbox') return text;
  return ['true', '1', 't', 'yes'].includes(text.toLowerCase());
}

/**
 * Inserts the rows of the tables in `into` (parents first, junctions last), in one transaction:
 * a row the database refuses rolls back every row. Answers the count per table.
 */
export async function insertRows(
  db: DialectDb,
  document: ProjectDocument,
  rows: ReadonlyMap<string, ParsedRows>,
  into: ReadonlySet<string>,
  columnsOf: (tn: string) => readonly ColumnMeta[],
): Promise<Record<string, number>> {
  const junctions = document.junctions.map((j) => j.vtn);
  const order = [
    ...parentsFirst(
      document.tables.map((t) => t.tn),
      document.foreignKeys,
    ),
    ...junctions,
  ].filter((tn) => into.has(tn) && rows.has(tn));
  const counts: Record<string, number> = {};
  await db.knex.transaction(async (trx) => {
    for (const tn of order) {
      const { columns, rows: records } = rows.get(tn)!;
      const metas = columnsOf(tn);
      const objects = records.map((r) =>
        Object.fromEntries(
          columns.map((cn, i) => [
            cn,
            valueFor(
              metas.find((c) => c.cn === cn),
              r[i] ?? null,
            ),
          ]),
        ),
      );
      const batchSize = Math.max(1, Math.floor(VALUES_PER_INSERT / Math.max(1, columns.length)));
      for (let i = 0; i < objects.length; i += batchSize) {
        try {
          await (db.schema ? trx.withSchema(db.schema).table(tn) : trx.table(tn)).insert(objects.slice(i, i + batchSize));
        } catch (err) {
          const violation = db.dialect.constraintViolation(err);
          if (!violation) throw err;
          const where = violation.columns?.length ? ` (${violation.columns.join(', ')})` : '';
          throw new HttpError(
            400,
            `Could not import the rows of '${tn}' (rows ${i + 1} to ${Math.min(i + batchSize, objects.length)}): ${violation.kind}${where}`,
          );
        }
      }
      counts[tn] = objects.length;
    }
  });
  return counts;
}
