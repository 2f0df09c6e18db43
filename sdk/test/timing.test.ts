import knexFactory from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { definePlugin } from '../src/index.js';
import { currentSqlTiming, instrumentKnex, runWithSqlTiming, serverTimingValue } from '../src/server/index.js';

describe('SQL timing', () => {
  const knex = instrumentKnex(knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true }));
  afterAll(() => knex.destroy());

  it('counts statements per async context, even when contexts interleave', async () => {
    const work = (n: number) =>
      runWithSqlTiming(async () => {
        for (let i = 0; i < n; i++) {
          await knex.raw('select ? as v', [i]);
          await new Promise((r) => setTimeout(r, 1));
        }
        return currentSqlTiming();
      });
    const a = work(3);
    const b = work(5);
    await Promise.all([a.result, b.result]);
    expect(a.timing.statements).toBe(3);
    expect(b.timing.statements).toBe(5);
    expect(a.timing.ms).toBeGreaterThan(0);
    expect(await a.result).toBe(a.timing);
  });

  it('counts failed statements and ignores statements outside any request', async () => {
    await knex.raw('select 1');
    const { timing, result } = runWithSqlTiming(() => knex.raw('select * from no_such_table').catch(() => 'failed'));
    expect(await result).toBe('failed');
    expect(timing.statements).toBe(1);
  });

  it('counts a pool instrumented after timing came into use, and counts each statement once', async () => {
    const later = instrumentKnex(knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true }));
    try {
      expect(instrumentKnex(later)).toBe(later);
      const { timing, result } = runWithSqlTiming(async () => {
        await later.raw('select 1');
        await later.raw('select 2');
      });
      await result;
      expect(timing.statements).toBe(2);
    } finally {
      await later.destroy();
    }
  });

  it('formats the Server-Timing header value', () => {
    expect(serverTimingValue({ statements: 3, ms: 1.849 })).toBe('sql;dur=1.8;desc="3"');
  });
});

describe('definePlugin', () => {
  it('refuses an invalid id and returns the definition otherwise', () => {
    expect(() => definePlugin({ manifest: { id: 'Has Spaces', version: '1', displayName: 'x' } })).toThrow(
      /invalid plugin id 'Has Spaces'/,
    );
    const def = { manifest: { id: 'ok-1', version: '1', displayName: 'x' } };
    expect(definePlugin(def)).toBe(def);
  });
});
