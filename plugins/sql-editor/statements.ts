/**
 * SQL text split into statements the way the project's database reads it (dbgate-query-splitter:
 * strings, comments, dollar quoting, MySQL DELIMITER, SQL Server GO), shared by the server (which
 * runs them one by one) and the editor (which finds the statement under the cursor).
 */
import type { DbClient } from '@plinth/sdk';
import {
  mssqlSplitterOptions,
  mysqlSplitterOptions,
  postgreSplitterOptions,
  splitQuery,
  sqliteSplitterOptions,
  type SplitterOptions,
} from 'dbgate-query-splitter';

const OPTIONS: Record<DbClient, SplitterOptions> = {
  sqlite3: sqliteSplitterOptions,
  pg: postgreSplitterOptions,
  mysql2: mysqlSplitterOptions,
  mssql: mssqlSplitterOptions,
};

/** A statement and where it sits in the text. */
export interface StatementSpan {
  text: string;
  start: number;
  end: number;
}

interface RichItem {
  text: string;
  start: { position: number };
  end: { position: number };
  trimStart?: { position: number };
}

/** The statements of `sql` with their positions; blank ones and comment-only ones left out. */
function statementSpans(sql: string, client: DbClient): StatementSpan[] {
  const items = splitQuery(sql, { ...OPTIONS[client], returnRichInfo: true }) as unknown as RichItem[];
  return items
    .map((item) => ({ text: item.text.trim(), start: (item.trimStart ?? item.start).position, end: item.end.position }))
    .filter((s) => s.text && stripComments(s.text).trim());
}

export function statementsOf(sql: string, client: DbClient): string[] {
  return statementSpans(sql, client).map((s) => s.text);
}

function stripComments(sql: string): string {
  return sql.replace(/--[^\n]*|\/\*[\s\S]*?(\*\/|$)/g, ' ');
}

/** The statement under (or just before) position `at`: what ctrl+Enter runs without a selection. */
export function statementAt(sql: string, client: DbClient, at: number): StatementSpan | undefined {
  const spans = statementSpans(sql, client);
  return spans.find((s) => at >= s.start && at <= s.end) ?? [...spans].reverse().find((s) => s.end <= at) ?? spans[0];
}

/** What `executeRawQuery` answers. */
export interface RawQueryAnswer {
  results: {
    statement: string;
    fields: string[];
    rows: unknown[][];
    truncated: boolean;
    affectedRows: number | null;
    durationMs: number;
  }[];
  /** Whether the statements ran read-only (asked for, or the creators' read-only setting). */
  readOnly: boolean;
}

/** The limits the server applies, for the editor to show. */
export const SQL_EDITOR_LIMITS = { maxQueryChars: 1_000_000, maxStatements: 1000 } as const;
