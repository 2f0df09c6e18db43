/**
 * Constraint errors part of the dialect conformance suite: the dialect's `constraintViolation`
 * classifies the errors its own driver throws for refused writes on the real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConstraintViolation, Dialect } from '../server/index.js';
import type { SuiteState } from './dialect-suite.js';

const PARENTS = 'cv_parents';
const CHILDREN = 'cv_children';
const FK = 'cv_children_parent_fk';

export function constraintSuite(dialect: Dialect, state: SuiteState): void {
  const sqlite = dialect.client === 'sqlite3';
  /** The violation the dialect reads from the error of a write the database must refuse. */
  const refusal = async (write: () => Promise<unknown>): Promise<ConstraintViolation | undefined> => {
    try {
      await write();
    } catch (err) {
      return dialect.constraintViolation(err);
    }
    throw new Error('the database accepted the write');
  };
  const parents = () => state.db.knex(PARENTS);
  const children = () => state.db.knex(CHILDREN);

  describe('constraint errors', () => {
    beforeAll(async () => {
      const { knex } = state.db;
      await knex.raw(
        `create table ${PARENTS} (id integer primary key, code varchar(5) not null, n integer, constraint cv_code_unique unique (code), constraint cv_n_positive check (n > 0))`,
      );
      await knex.raw(
        `create table ${CHILDREN} (id integer primary key, parent_id integer, constraint ${FK} foreign key (parent_id) references ${PARENTS} (id))`,
      );
      await parents().insert({ id: 1, code: 'a', n: 1 });
      await children().insert({ id: 1, parent_id: 1 });
    });
    afterAll(async () => {
      await state.db?.knex.raw(`drop table if exists ${CHILDREN}`);
      await state.db?.knex.raw(`drop table if exists ${PARENTS}`);
    });

    it('names a missing parent and a parent still referenced', async () => {
      const fk = await refusal(() => children().insert({ id: 2, parent_id: 99 }));
      expect(fk?.kind).toBe('foreignKey');
      if (!sqlite) expect(fk).toMatchObject({ table: PARENTS, constraint: FK });
      // SQL Server names the referenced column only, not the referencing one.
      if (!sqlite && dialect.client !== 'mssql') expect(fk).toMatchObject({ columns: ['parent_id'] });
      const referenced = await refusal(() => parents().where({ id: 1 }).delete());
      // SQLite reports both sides alike; the data plugin knows a delete was refused.
      expect(referenced).toMatchObject(sqlite ? { kind: 'foreignKey' } : { kind: 'referenced', table: CHILDREN, constraint: FK });
    });

    it('names unique, not null and check violations', async () => {
      const unique = await refusal(() => parents().insert({ id: 2, code: 'a', n: 1 }));
      // SQLite and PostgreSQL name the key's columns; MySQL / MariaDB and SQL Server the key.
      expect(unique).toMatchObject(
        sqlite || dialect.client === 'pg' ? { kind: 'unique', columns: ['code'] } : { kind: 'unique', constraint: 'cv_code_unique' },
      );
      expect(await refusal(() => parents().insert({ id: 3, code: null, n: 1 }))).toMatchObject({ kind: 'notNull', columns: ['code'] });
      expect(await refusal(() => parents().insert({ id: 4, code: 'd', n: -1 }))).toMatchObject({
        kind: 'check',
        constraint: 'cv_n_positive',
      });
    });

    it.skipIf(sqlite)('names values too long, out of range or not of the column type', async () => {
      expect(await refusal(() => parents().insert({ id: 5, code: 'toolong', n: 1 }))).toMatchObject({ kind: 'tooLong' });
      expect(await refusal(() => parents().insert({ id: 6, code: 'f', n: 1e12 }))).toMatchObject({ kind: 'outOfRange' });
      expect(await refusal(() => parents().insert({ id: 7, code: 'g', n: 'abc' }))).toMatchObject({ kind: 'invalidValue' });
    });

    it('leaves other errors alone', async () => {
      expect(await refusal(() => state.db.knex.raw('select * from cv_no_such_table'))).toBeUndefined();
      for (const other of [undefined, null, 'text', 42, {}, new Error('boom')]) expect(dialect.constraintViolation(other)).toBeUndefined();
      // Nothing was written by the refused statements.
      expect((await parents().select('id')).map((r: { id: number }) => Number(r.id))).toEqual([1]);
    });
  });
}
