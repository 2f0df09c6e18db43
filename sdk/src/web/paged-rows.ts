/**
 * Rows of a view loaded page by page as the user scrolls (gallery cards, a kanban lane): the
 * next page is asked for when the end comes into view, one request at a time; a change of the
 * query starts over (an answer for an older query is dropped). Rows already shown can be
 * replaced, added or removed in place after an edit.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Row } from '../cell-values.js';
import { errorText } from './index.js';
import type { RowsApi } from './rows.js';

export interface PagedRows {
  rows: Row[];
  /** Rows under the query (null while unknown). */
  total: number | null;
  /** The last page has arrived. */
  done: boolean;
  loading: boolean;
  error: string | null;
  /** Asks for the next page (no-op while one is loading or after the last). */
  loadMore(): void;
  /** Starts over from the first page. */
  reload(): void;
  /** Changes the shown rows in place: `update` maps each row (null removes it). */
  update(update: (row: Row) => Row | null): void;
  /** Adds a row at the top (a row just created here). */
  prepend(row: Row): void;
}

export interface PagedQuery {
  where?: string;
  sort?: string;
  fields?: string;
}

export function usePagedRows(rows: RowsApi | undefined, query: PagedQuery, pageSize = 50): PagedRows {
  const [state, setState] = useState({
    rows: [] as Row[],
    total: null as number | null,
    done: false,
    loading: false,
    error: null as string | null,
  });
  const [generation, setGeneration] = useState(0);
  // The query a request was made for: answers of an older one are dropped.
  const current = useRef(0);
  const inFlight = useRef(false);
  const key = JSON.stringify(query);

  const fetchPage = useCallback(
    (offset: number, run: number) => {
      if (!rows || inFlight.current) return;
      inFlight.current = true;
      setState((s) => ({ ...s, loading: true, error: null }));
      const q = JSON.parse(key) as PagedQuery;
      rows.list({ ...q, limit: pageSize, offset, withTotal: offset === 0 }).then(
        (answer) => {
          inFlight.current = false;
          if (run !== current.current) return;
          setState((s) => ({
            rows: offset === 0 ? answer.list : [...s.rows, ...answer.list],
            total: answer.pageInfo.totalRows ?? s.total,
            done: answer.pageInfo.isLastPage || answer.list.length < pageSize,
            loading: false,
            error: null,
          }));
        },
        (err: unknown) => {
          inFlight.current = false;
          if (run === current.current) setState((s) => ({ ...s, loading: false, error: errorText(err) }));
        },
      );
    },
    [rows, key, pageSize],
  );

  useEffect(() => {
    const run = ++current.current;
    inFlight.current = false;
    setState({ rows: [], total: null, done: false, loading: false, error: null });
    fetchPage(0, run);
  }, [fetchPage, generation]);

  // The state as last rendered, for loadMore to read without a state update of its own.
  const latest = useRef(state);
  latest.current = state;
  const loadMore = useCallback(() => {
    const s = latest.current;
    if (!s.done && !s.loading && !s.error) fetchPage(s.rows.length, current.current);
  }, [fetchPage]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const update = useCallback(
    (fn: (row: Row) => Row | null) =>
      setState((s) => {
        const next = s.rows.map(fn);
        const kept = next.filter((r): r is Row => r !== null);
        const removed = next.length - kept.length;
        return { ...s, rows: kept, total: s.total === null ? null : s.total - removed };
      }),
    [],
  );
  const prepend = useCallback(
    (row: Row) => setState((s) => ({ ...s, rows: [row, ...s.rows], total: s.total === null ? null : s.total + 1 })),
    [],
  );
  return { ...state, loadMore, reload, update, prepend };
}
