import { createContext, lazy, useCallback, useContext, useEffect, useReducer, useState, type ComponentType } from 'react';
import type { LazyComponent, LazyLoader, ScreenRoute, WebContext } from './types.js';

export * from './types.js';
export {
  placeholderPage,
  placeholderRoute,
  placeholderTexts,
  SAVED_STATE_WAIT,
  waitForSavedState,
  type PlaceholderOptions,
} from './shell.js';
export { copyText } from './clipboard.js';
export { usePolled } from './use-polled.js';
export { useAction } from './use-action.js';
export { localeBundles } from './locale-bundles.js';
export { dashboardProjectOf, dashboardTabPath } from './dashboard-route.js';
export { drawCell, ensureCellStyles, isImageAttachment, pendingCell, plainDisplay } from './cell-display.js';
export { CellValue, type CellValueProps } from './ui/CellValue.js';
export { useCellFormat, useIntlLocale } from './use-cell-format.js';
export { textDirection, useTextDirection } from './text-direction.js';
export { UidtIcon, uidtIcon } from './ui/UidtIcon.js';
export { ViewFieldMenus, type ViewFieldMenusProps } from './ui/ViewFieldMenus.js';
export { FieldInput, typedInForm, type FieldInputProps } from './ui/FieldInput.js';
export { CardDialog, RowEditDialog, type CardDialogProps, type OpenCard, type RowEditDialogProps } from './ui/RowEditDialog.js';
export {
  ColumnSelect,
  CoverSelect,
  ViewToolbar,
  type ColumnSelectProps,
  type CoverSelectProps,
  type ViewToolbarProps,
} from './ui/ViewToolbar.js';
export { cardParts, RowCard, rowCardHeight, type RowCardProps } from './ui/RowCard.js';
export { VIEW_MESSAGES, VIEW_MESSAGES_EN, withViewMessages } from './view-messages.js';
export { usePagedRows, type PagedQuery, type PagedRows } from './paged-rows.js';
export { settingsReader, useViewAccess, useViewSettings, useViewTable, useViewType, type ViewTable } from './view-table.js';
export {
  postFiles,
  responseError,
  countRoute,
  restRows,
  sessionHeaders,
  sharedRows,
  uploadFiles,
  type CountEstimate,
  type ListAnswer,
  type ListQuery,
  type RowsApi,
} from './rows.js';
export { liveClientId, subscribeRows, type LiveSubscription } from './live-rows.js';
export { octicon } from './octicon.js';
// Shared UI pieces (Primer): plugins build their screens from these instead of their own copies.
export { ActionsMenu } from './ui/ActionsMenu.js';
export { ConfirmDialog, ConfirmHost, ConfirmQueue, type ConfirmDialogProps, type PendingConfirm } from './ui/confirm.js';
export { useReturnFocusRef } from './ui/focus.js';
export { EmptyState, type EmptyStateProps } from './ui/EmptyState.js';
export { FormField, TextField, type FormFieldProps, type TextFieldProps } from './ui/FormField.js';
export { SchemaForm } from './ui/SchemaForm.js';
export { CallHistoryList, type CallHistoryEntry, type CallHistoryListProps } from './ui/CallHistoryList.js';
export {
  humanizeKey,
  schemaErrorPath,
  schemaFieldId,
  schemaFormBody,
  schemaFormValues,
  schemaType,
  type JsonSchema,
  type SchemaFormProps,
  type SchemaFormTexts,
} from './ui/schema-form-model.js';
export { PageFrame, type PageFrameProps } from './ui/PageFrame.js';
export { PasswordGate, type PasswordGateProps } from './ui/PasswordGate.js';
export { AttachmentInput, type AttachmentInputProps } from './ui/AttachmentInput.js';
export { mutedTextStyle, tableCellStyle, tableStyle } from './ui/styles.js';
export { ListCell, ListTable, OutputCell, type ListTableProps } from './ui/ListTable.js';
export { HistoryPanel, type HistoryPanelProps } from './ui/HistoryPanel.js';
export { FormPanel, type FormPanelProps } from './ui/FormPanel.js';
export { TableMetaStore, tableMetaStore, type TableMetaKey, type TableMetaLoadOptions } from './tableMeta.js';
export { observer } from 'mobx-react-lite';
// The frame's state is mobx: plugins react to it (and keep their own observable state) with the
// same mobx instance, without depending on mobx themselves.
export { autorun, observable, reaction, runInAction } from 'mobx';

/**
 * Marks a code-split component for a contribution: `lazyComponent(() => import('./Panel'))`.
 * The module loads once (a failed load is tried again next time); `preload()` starts it early and
 * `loaded` holds the component once it is there.
 */
export function lazyComponent<P = object>(load: () => Promise<{ default: ComponentType<P> }>): LazyLoader<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const lazy = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    ));
  return {
    lazy,
    preload: () =>
      lazy().then(
        () => undefined,
        () => undefined,
      ),
    get loaded() {
      return loaded;
    },
  };
}

/** Starts loading a contribution's code ahead of its first render; nothing for a component that is not code-split. */
export function preloadComponent<P>(component: LazyComponent<P> | undefined): void {
  if (component && isLazyLoader(component)) void component.preload?.();
}

/**
 * A URL query string (`?a=1&b=x`, or '' when empty) from parameters; undefined and '' values
 * are left out.
 */
export function queryString(params: Record<string, string | number | boolean | undefined>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** A code-split loader (`lazyComponent`), as opposed to a component. */
export function isLazyLoader<P>(component: LazyComponent<P>): component is LazyLoader<P> {
  return typeof component === 'object' && component !== null && 'lazy' in component && typeof component.lazy === 'function';
}

// One component per loader: a new React.lazy on each render would remount and load it again.
const resolvedLoaders = new WeakMap<object, ComponentType<any>>();

/** Wraps a code-split component's import (the frame's chunk-reload guard). */
export type ComponentLoadWrapper = <M>(load: () => Promise<M>) => () => Promise<M>;
let defaultLoadWrapper: ComponentLoadWrapper = (load) => load;

/**
 * Sets how every code-split contribution loads when `resolveComponent` is not given a wrapper:
 * the host frame installs its chunk-reload guard here once, so plugins that render other
 * plugins' components (the dashboard's tabs, the views plugin's view types) get it too.
 */
export function setComponentLoadWrapper(wrapper: ComponentLoadWrapper): void {
  defaultLoadWrapper = wrapper;
}

/**
 * The component to render for a contribution: the component itself, or for a loader the one
 * component kept for it. A loader already loaded (preloaded) gives its component directly, with
 * no Suspense fallback and so without React's delay of up to 300 ms before showing what replaced
 * one; otherwise a React.lazy over its import, wrapped by `wrapLoad` (by default the wrapper the
 * frame set with `setComponentLoadWrapper`: its chunk-reload guard). The first resolution of a
 * loader is kept.
 */
export function resolveComponent<P>(
  component: LazyComponent<P>,
  wrapLoad: (load: LazyLoader<P>['lazy']) => LazyLoader<P>['lazy'] = (load) => defaultLoadWrapper(load),
): ComponentType<P> {
  if (!isLazyLoader(component)) return component;
  let resolved = resolvedLoaders.get(component) as ComponentType<P> | undefined;
  if (!resolved) {
    resolved = component.loaded ?? lazy(wrapLoad(component.lazy));
    resolvedLoaders.set(component, resolved);
  }
  return resolved;
}

/** Provided by the host frame; read through `usePlinth()`. */
export const PlinthContext = createContext<WebContext | null>(null);

export function usePlinth(): WebContext {
  const ctx = useContext(PlinthContext);
  if (!ctx) throw new Error('usePlinth() must be used inside the Plinth frame');
  return ctx;
}

/** Provided by the host frame around each contributed route's screen; read through `useRoute()`. */
export const ScreenRouteContext = createContext<ScreenRoute | null>(null);

/**
 * The route this screen was rendered for: path, hash query and `:params`. It is the router's own
 * state, so a screen that re-renders while the app navigates away still sees its own route.
 */
export function useRoute(): ScreenRoute {
  const route = useContext(ScreenRouteContext);
  if (!route) throw new Error('useRoute() must be used inside a contributed route');
  return route;
}

/**
 * Translation function for a plugin's namespace (its id); re-renders on language change.
 * Falls back to the key's English text when a locale lacks it.
 */
export function useT(namespace: string): (key: string, options?: Record<string, unknown>) => string {
  const { i18n } = usePlinth();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    i18n.on('languageChanged', rerender);
    return () => i18n.off('languageChanged', rerender);
  }, [i18n]);
  return useCallback(
    (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: namespace, ...options }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, namespace, i18n.language],
  );
}

/** The text to show for a failed call: the server's `{ msg }` (ApiError) or the error's message. */
export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Runs a form's server call: busy while it runs, the failure's message afterwards. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run, setError };
}
