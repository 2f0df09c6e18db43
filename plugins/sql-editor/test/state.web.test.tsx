/** The SQL editor's saved state: three blank editors to begin with, history newest first and capped at 500. */
import { describe, expect, it } from 'vitest';
import { statementAt, statementsOf } from '../statements.js';
import { HISTORY_LIMIT, initialState, withHistory, type SqlHistoryItem } from '../web/state.js';

const item = (n: number): SqlHistoryItem => ({
  query: `SELECT ${n}`,
  at: new Date(n).toISOString(),
  response: { ok: true, statements: 1, rows: 1, durationMs: 1 },
});

describe('SQL editor state', () => {
  it('starts with three blank editors', () => {
    const state = initialState();
    expect(state.editors.map((e) => e.code)).toEqual(['', '', '']);
    expect(state.active).toBe(state.editors[0]!.id);
  });

  it('keeps the 500 newest runs, newest first', () => {
    let history: SqlHistoryItem[] = [];
    for (let n = 1; n <= 520; n += 1) history = withHistory(history, item(n));
    expect(HISTORY_LIMIT).toBe(500);
    expect(history).toHaveLength(500);
    expect(history[0]!.query).toBe('SELECT 520');
    expect(history[499]!.query).toBe('SELECT 21');
  });

  it('finds the statement under the cursor the way each database splits them', () => {
    const text = "SELECT 'a;b';\nSELECT $$x;y$$;\nSELECT 3";
    expect(statementsOf(text, 'pg')).toEqual(["SELECT 'a;b'", 'SELECT $$x;y$$', 'SELECT 3']);
    expect(statementAt(text, 'pg', text.indexOf('x;y'))?.text).toBe('SELECT $$x;y$$');
    expect(statementAt(text, 'pg', text.length)?.text).toBe('SELECT 3');
    expect(statementsOf('-- just a note', 'sqlite3')).toEqual([]);
  });
});
