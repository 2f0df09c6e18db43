/**
 * Moving cards between lanes: the lanes' rows by lane (each lane registers its paged rows), a
 * move that writes the group column through the rows API and then shows the card at the top of
 * its new lane, an undo stack of moves, and reloading every lane when another page changed rows
 * of the table (live).
 */
import { rowKey, type ColumnMeta, type Row } from '@plinth/sdk';
import { errorText, subscribeRows, usePlinth, type PagedRows, type RowsApi } from '@plinth/sdk/web';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UNCATEGORIZED } from '../shared/settings.js';

interface Move {
  id: string;
  from: string;
  to: string;
}

export interface KanbanMoves {
  register(lane: string, paged: PagedRows | null): void;
  move(row: Row, from: string, to: string): Promise<void>;
  undo(): Promise<void>;
  canUndo: boolean;
  reloadAll(): void;
}

export function useKanbanMoves(options: {
  projectId: string;
  tn: string;
  rows: RowsApi | undefined;
  pk: readonly Pick<ColumnMeta, 'cn' | '_cn'>[];
  groupColumn: string | null;
  live: boolean;
  laneLabel(lane: string): string;
  t(key: string, params?: Record<string, unknown>): string;
}): KanbanMoves {
  const ctx = usePlinth();
  const { projectId, tn, rows, pk, groupColumn, live, laneLabel, t } = options;
  const lanes = useRef(new Map<string, PagedRows>());
  const [history, setHistory] = useState<Move[]>([]);
  const register = useCallback((lane: string, paged: PagedRows | null) => {
    if (paged) lanes.current.set(lane, paged);
    else lanes.current.delete(lane);
  }, []);
  const reloadAll = useCallback(() => {
    for (const paged of lanes.current.values()) paged.reload();
  }, []);

  /** Writes the card's new lane; answers the row as saved. */
  const write = useCallback(
    async (id: string, row: Row, from: string, to: string): Promise<void> => {
      if (!rows || !groupColumn || from === to) return;
      const saved = await rows.update(id, { [groupColumn]: to === UNCATEGORIZED ? null : to });
      lanes.current.get(from)?.update((r) => (rowKey(pk, r) === id ? null : r));
      lanes.current.get(to)?.prepend({ ...row, ...saved });
    },
    [rows, groupColumn, pk],
  );

  const move = useCallback(
    async (row: Row, from: string, to: string) => {
      const id = rowKey(pk, row);
      try {
        await write(id, row, from, to);
        if (from !== to) setHistory((h) => [...h.slice(-99), { id, from, to }]);
      } catch (err) {
        ctx.toast.error(t('kanban.moveFailed', { msg: errorText(err) }));
      }
    },
    [write, pk, ctx, t],
  );

  const undo = useCallback(async () => {
    const last = history[history.length - 1];
    if (!last || !rows) return;
    setHistory((h) => h.slice(0, -1));
    try {
      const row = lanes.current.get(last.to)?.rows.find((r) => rowKey(pk, r) === last.id) ?? (await rows.read(last.id));
      await write(last.id, row, last.to, last.from);
      ctx.toast.success(t('kanban.moved', { lane: laneLabel(last.from) }));
    } catch (err) {
      ctx.toast.error(t('kanban.moveFailed', { msg: errorText(err) }));
    }
  }, [history, rows, pk, write, ctx, t, laneLabel]);

  // Another page's writes to the table: every lane reads its rows again (the page's own writes
  // carry its socket id and do not come back).
  useEffect(() => {
    if (!live) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = subscribeRows(ctx.session.token, { projectId, tn }, () => {
      clearTimeout(timer);
      timer = setTimeout(reloadAll, 150);
    });
    return () => {
      clearTimeout(timer);
      subscription.close();
    };
  }, [ctx, projectId, tn, live, reloadAll]);

  return { register, move, undo, canUndo: history.length > 0, reloadAll };
}
