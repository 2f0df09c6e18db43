/**
 * What a view type's web half opens with (gallery, kanban, calendar, form): the table meta, its
 * view columns (relation keys named by the related tables' aliases) and its rows API, signed in
 * or through a shared view's private link; and the view's settings, saved when the user may.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TableMeta } from '../entities.js';
import { viewColumns, type ViewColumn } from '../view-columns.js';
import type { ViewFieldSettings } from '../view-settings.js';
import { errorText, usePlinth, useT } from './index.js';
import { restRows, sharedRows, type RowsApi } from './rows.js';
import { tableMetaStore } from './tableMeta.js';
import type { ViewComponentProps } from './types.js';

export interface ViewTable {
  meta: TableMeta;
  columns: ViewColumn[];
  rows: RowsApi;
}

/** The table of a view: meta, columns and rows; null while loading; `error` when it failed. */
export function useViewTable(props: Pick<ViewComponentProps, 'projectId' | 'dbAlias' | 'tn' | 'shared'>): {
  table: ViewTable | null;
  error: string | null;
} {
  const ctx = usePlinth();
  const { projectId, dbAlias = 'db', tn, shared } = props;
  const [table, setTable] = useState<ViewTable | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setError(null);
    const open = async (): Promise<ViewTable> => {
      if (shared) return { meta: shared.meta, columns: viewColumns(shared.meta), rows: sharedRows(shared) };
      const [meta, tables] = await Promise.all([
        tableMetaStore(ctx).load({ projectId, dbAlias, tn }),
        ctx.api
          .rpc<{ list: { tn: string; _tn: string }[] }>('xcTableAndViewList', { project_id: projectId, dbAlias, args: {} })
          .then((a) => a.list)
          .catch(() => [] as { tn: string; _tn: string }[]),
      ]);
      const aliases = new Map(tables.map((t) => [t.tn, t._tn]));
      return { meta, columns: viewColumns(meta, (t) => aliases.get(t) ?? t), rows: restRows(ctx, projectId, meta) };
    };
    open().then(
      (t) => live && setTable(t),
      (err: unknown) => live && setError(errorText(err)),
    );
    return () => {
      live = false;
    };
  }, [ctx, projectId, dbAlias, tn, shared]);
  return { table, error };
}

/**
 * A view's settings in the shape of its type (`parse`: the type's schema, defaults for anything
 * else) and a change that saves them when the user may (`saveSettings`), else keeps them for
 * this page. On a shared view the server applies the view's filters and sorts, so none are sent.
 */
export function useViewSettings<S extends object>(
  props: Pick<ViewComponentProps, 'view' | 'saveSettings' | 'shared'>,
  parse: (raw: unknown) => S,
): [S, (patch: Partial<S>) => void] {
  const ctx = usePlinth();
  const { view, saveSettings, shared } = props;
  const initial = useMemo(() => {
    const s = parse(view.settings);
    return shared && 'filters' in s ? ({ ...s, filters: [], sorts: [] } satisfies Partial<ViewFieldSettings>) : s;
    // The record of this view when it opened: a saved record coming back keeps what is in hand.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- parse is the type's fixed reader
  }, [view.id, shared]);
  const [settings, setSettings] = useState<S>(initial);
  useEffect(() => setSettings(initial), [initial]);
  const latest = useRef(settings);
  latest.current = settings;
  const change = useCallback(
    (patch: Partial<S>) => {
      const next = { ...latest.current, ...patch };
      setSettings(next);
      if (saveSettings && !shared) void saveSettings(next).catch((err: unknown) => ctx.toast.error(errorText(err)));
    },
    [saveSettings, shared, ctx],
  );
  return [settings, change];
}

/**
 * What the user may do in a view: nothing but read on a shared view, else edit and add rows as
 * the session's permissions allow (the server checks again).
 */
export function useViewAccess(props: Pick<ViewComponentProps, 'shared'>): { readOnly: boolean; canEdit: boolean; canAdd: boolean } {
  const ctx = usePlinth();
  const readOnly = Boolean(props.shared);
  return {
    readOnly,
    canEdit: !readOnly && ctx.session.can('tableRowUpdate'),
    canAdd: !readOnly && ctx.session.can('tableRowCreate'),
  };
}

/** A view type's settings reader for `useViewSettings`: the saved settings when they fit the schema, else the defaults. */
export function settingsReader<S>(
  schema: { safeParse(raw: unknown): { success: true; data: S } | { success: false } },
  defaults: S,
): (raw: unknown) => S {
  return (raw) => {
    const parsed = schema.safeParse(raw ?? {});
    return parsed.success ? parsed.data : defaults;
  };
}

/**
 * What a view type's component opens with: its plugin's translator (`namespace`), the view's
 * table, its settings with their change, and what the user may do.
 */
export function useViewType<S extends object>(props: ViewComponentProps, namespace: string, parse: (raw: unknown) => S) {
  const t = useT(namespace);
  const { table, error } = useViewTable(props);
  const [settings, change] = useViewSettings(props, parse);
  return { t, table, error, settings, change, ...useViewAccess(props) };
}
