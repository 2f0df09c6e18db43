/**
 * The checks of the load test can fail: a missing, duplicated, phantom or outdated row is counted
 * (the load itself only shows that none happened).
 */
import { describe, expect, it } from 'vitest';
import { ClientLedger, verify, type StoredRow } from './load-ledger.js';

function ledgerOf(client: number) {
  const l = new ClientLedger(client);
  const ok = (token: string, id: number, val: string) => (l.count(201), l.rows.push({ id, token, val, unsure: [] }));
  return { l, ok };
}

describe('load ledger', () => {
  const stored = (rows: [number, string, string][]): StoredRow[] => rows.map(([id, token, val]) => ({ id, client: 1, token, val }));

  it('finds nothing wrong when every acknowledged write is stored as told', () => {
    const { l, ok } = ledgerOf(1);
    ok('c1-1', 1, 'c1-1:c1-3');
    ok('c1-2', 2, 'c1-2:0');
    l.count(400);
    l.refusedTokens.push('c1-4');
    expect(
      verify(
        [l],
        stored([
          [1, 'c1-1', 'c1-1:c1-3'],
          [2, 'c1-2', 'c1-2:0'],
        ]),
      ),
    ).toMatchObject({ tried: 3, ok: 2, refused: 1, lost: 0, dup: 0, phantom: 0 });
  });

  it('counts a lost create, a lost update, a duplicate and phantoms', () => {
    const { l, ok } = ledgerOf(1);
    ok('c1-1', 1, 'c1-1:c1-5');
    ok('c1-2', 2, 'c1-2:0');
    ok('c1-3', 3, 'c1-3:0');
    l.refusedTokens.push('c1-4');
    const f = verify(
      [l],
      stored([
        // c1-1 holds an older value than its last acknowledged update
        [1, 'c1-1', 'c1-1:c1-2'],
        // c1-2 is missing; c1-3 is stored twice
        [3, 'c1-3', 'c1-3:0'],
        [4, 'c1-3', 'c1-3:0'],
        // a refused create and a token nobody sent
        [5, 'c1-4', 'c1-4:0'],
        [6, 'c9-1', 'c9-1:0'],
      ]),
    );
    expect(f).toMatchObject({ lost: 2, dup: 1, phantom: 2 });
  });

  it('accepts either value of an update that got no answer, and counts it unanswered', () => {
    const { l, ok } = ledgerOf(1);
    ok('c1-1', 1, 'c1-1:0');
    l.count(undefined);
    l.rows[0]!.unsure.push('c1-1:c1-2');
    expect(verify([l], stored([[1, 'c1-1', 'c1-1:c1-2']]))).toMatchObject({ unanswered: 1, lost: 0 });
  });
});
