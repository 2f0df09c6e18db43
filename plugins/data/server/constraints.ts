import type { TableMeta } from '@plinth/sdk';
import { HttpError, type ConstraintViolation, type Dialect } from '@plinth/sdk/server';

/** What a write did when the database refused it: a refused delete means the row is still referenced. */
export type WriteOp = 'insert' | 'update' | 'delete';

/** Where a write runs (a `TableContext`): the project's dialect classifies its driver's errors, the tables name them. */
export interface WriteScope {
  readonly db: { readonly dialect: Pick<Dialect, 'constraintViolation'> };
  readonly tables: readonly TableMeta[];
}

/** Physical names -> the API's aliases, for the message. */
function aliases(tables: readonly TableMeta[], own: TableMeta) {
  const tableMeta = (tn: string | undefined) =>
    tn === undefined ? undefined : tables.find((m) => m.tn === tn || m.tn.toLowerCase() === tn.toLowerCase());
  const column = (cn: string, tn?: string) => {
    const where = [tableMeta(tn) ?? own, own, ...tables];
    for (const m of where) {
      const col = m.columns.find((c) => c.cn === cn);
      if (col) return col._cn;
    }
    return cn;
  };
  return { table: (tn: string) => tableMeta(tn)?._tn ?? tn, column };
}

function message(v: ConstraintViolation, tables: readonly TableMeta[], own: TableMeta): { status: number; msg: string } {
  const names = aliases(tables, own);
  const cols = v.columns?.map((c) => `'${names.column(c, v.kind === 'referenced' ? undefined : own.tn)}'`).join(', ');
  const column = v.columns?.length === 1 ? `column ${cols}` : cols ? `columns ${cols}` : undefined;
  const constraint = v.constraint ? ` (constraint '${v.constraint}')` : '';
  switch (v.kind) {
    case 'referenced':
      return { status: 409, msg: `Record is referenced by ${v.table ? `rows of '${names.table(v.table)}'` : `other rows${constraint}`}` };
    case 'foreignKey': {
      const target = v.table ? `no row of '${names.table(v.table)}'` : 'no row of the table it references';
      return { status: 400, msg: column ? `Value of ${column} matches ${target}` : `A value matches ${target}${constraint}` };
    }
    case 'unique':
      return {
        status: 409,
        msg: column ? `A row with this value of ${column} already exists` : `A row with these values already exists${constraint}`,
      };
    case 'notNull':
      return { status: 400, msg: cols && v.columns!.length === 1 ? `Column ${cols} is required` : 'A required column has no value' };
    case 'check':
      return {
        status: 400,
        msg: v.constraint ? `A value violates the check constraint '${v.constraint}'` : 'A value violates a constraint of the table',
      };
    case 'tooLong':
      return { status: 400, msg: column ? `Value too long for ${column}` : 'A value is too long for its column' };
    case 'outOfRange':
      return { status: 400, msg: column ? `Value out of range for ${column}` : 'A value is out of range for its column' };
    case 'invalidValue':
      return { status: 400, msg: column ? `Invalid value for ${column}` : 'A value does not fit its column' };
  }
}

/**
 * The 4xx for a database's refusal of a write (constraint, type, as the project's dialect
 * classifies it), named with the API's aliases; undefined for any other error. `prefix` places
 * it (`Row 3: ` in a bulk insert).
 */
export function violationError(err: unknown, scope: WriteScope, own: TableMeta, op: WriteOp, prefix = ''): HttpError | undefined {
  if (err instanceof HttpError) return undefined;
  const { tables } = scope;
  let v = scope.db.dialect.constraintViolation(err);
  if (!v) return undefined;
  // Deleting a row can only break a reference to it (SQLite does not say which side failed).
  if (op === 'delete' && v.kind === 'foreignKey') {
    // The tables that can hold a reference to it: named when there is only one.
    const referencing = [
      ...new Set(
        [...(own.hasMany ?? []), ...(own.manyToMany ?? []).map((m) => ({ rtn: m.vtn, virtual: m.virtual }))]
          .filter((r) => !r.virtual)
          .map((r) => r.rtn),
      ),
    ];
    v = {
      kind: 'referenced',
      ...(referencing.length === 1 && { table: referencing[0] }),
      ...(v.constraint && { constraint: v.constraint }),
    };
  }
  const { status, msg } = message(v, tables, own);
  return new HttpError(status, `${prefix}${msg}`);
}

/** Runs a write, turning a database refusal into its 4xx (the transaction has rolled back by then). */
export async function guardWrite<T>(scope: WriteScope, own: TableMeta, op: WriteOp, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw violationError(err, scope, own, op) ?? err;
  }
}
