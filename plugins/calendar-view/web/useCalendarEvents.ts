/**
 * The events of the days a calendar shows: only that range is fetched (a where on the date
 * column, ANDed with the view's filters), a page of 200 at a time up to 2,000; fetched again when
 * the range or the filters change, and when another page changes the table (live).
 */
import { bothWhere, type Row } from '@plinth/sdk';
import { errorText, subscribeRows, usePlinth, type RowsApi } from '@plinth/sdk/web';
import { useCallback, useEffect, useState } from 'react';

const PAGE = 200;
const MAX_EVENTS = 2000;

export interface CalendarEvents {
  rows: Row[];
  /** More events fall in the range than were fetched. */
  more: boolean;
  loading: boolean;
  error: string | null;
  reload(): void;
  /** Changes fetched rows in place (an optimistic move, its rollback). */
  update(fn: (row: Row) => Row): void;
}

export function useCalendarEvents(options: {
  rows: RowsApi | undefined;
  where: string;
  viewWhere: string;
  sort?: string;
  live?: { projectId: string; tn: string };
}): CalendarEvents {
  const ctx = usePlinth();
  const { rows, where, viewWhere, sort, live } = options;
  const [state, setState] = useState({ rows: [] as Row[], more: false, loading: false, error: null as string | null });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    if (!rows) return;
    let current = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    (async () => {
      const all: Row[] = [];
      for (let offset = 0; offset < MAX_EVENTS; offset += PAGE) {
        const page = await rows.list({ where: bothWhere(viewWhere, where), sort, limit: PAGE, offset, withTotal: false });
        all.push(...page.list);
        if (page.pageInfo.isLastPage || page.list.length < PAGE) return { list: all, more: false };
      }
      return { list: all, more: true };
    })().then(
      ({ list, more }) => current && setState({ rows: list, more, loading: false, error: null }),
      (err: unknown) => current && setState((s) => ({ ...s, loading: false, error: errorText(err) })),
    );
    return () => {
      current = false;
    };
  }, [rows, where, viewWhere, sort, generation]);

  const projectId = live?.projectId;
  const tn = live?.tn;
  useEffect(() => {
    if (!projectId || !tn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = subscribeRows(ctx.session.token, { projectId, tn }, () => {
      clearTimeout(timer);
      timer = setTimeout(reload, 150);
    });
    return () => {
      clearTimeout(timer);
      subscription.close();
    };
  }, [ctx, projectId, tn, reload]);

  const update = useCallback((fn: (row: Row) => Row) => setState((s) => ({ ...s, rows: s.rows.map(fn) })), []);
  return { ...state, reload, update };
}
