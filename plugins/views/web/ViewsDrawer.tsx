/**
 * The views drawer of a table (000 s.6): the views list with the active one marked (a click
 * switches), a new view (creators only), and per view: copy, rename, delete, share, copy API
 * URL. Actions the user lacks the permission for are not shown.
 */
import type { ViewRecord } from '@plinth/sdk';
import { ActionsMenu, copyText, errorText, observer, usePlinth, useT, type WebContext } from '@plinth/sdk/web';
import { ActionList, Button, IconButton, Label } from '@primer/react';
import { useState, type ComponentType, type CSSProperties } from 'react';
import { apiUrl, type ViewsApi } from './api.js';
import { PLUGIN_ID } from './constants.js';
import { NameDialog } from './dialogs.js';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon } from './icons.js';
import { ShareDialog } from './ShareDialog.js';

export interface ViewTypeOption {
  type: string;
  title: string;
  icon?: ComponentType;
}

export interface ViewsDrawerProps {
  views: ViewRecord[];
  activeId: string;
  api: ViewsApi;
  projectId: string;
  /** The table's alias (`_tn`): its REST path. */
  alias: string;
  /** View types a new view can have. */
  types: ViewTypeOption[];
  open: boolean;
  onToggle(): void;
  onActivate(view: ViewRecord): void;
  /** A view was created (or copied): appended and activated. */
  onCreated(view: ViewRecord): void;
  /** A view's stored record changed (renamed, shared). */
  onChanged(view: ViewRecord): void;
  onDeleted(viewId: string): void;
}

/** The view actions the user may take. */
interface DrawerPermissions {
  create: boolean;
  update: boolean;
  remove: boolean;
  share: boolean;
}

type DrawerDialog =
  { kind: 'create' } | { kind: 'copy'; view: ViewRecord } | { kind: 'rename'; view: ViewRecord } | { kind: 'share'; viewId: string } | null;

const drawerStyle: CSSProperties = {
  width: 248,
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  borderInlineStart: 'var(--borderWidth-thin, 1px) solid var(--borderColor-default)',
  background: 'var(--bgColor-muted)',
};
const headerStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: 'var(--base-size-4, 4px) var(--base-size-8, 8px)',
  borderBottom: 'var(--borderWidth-thin, 1px) solid var(--borderColor-muted)',
};
const itemStyle = (active: boolean): CSSProperties => ({
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--base-size-4, 4px)',
  padding: 0,
  paddingInlineEnd: 'var(--base-size-4, 4px)',
  borderInlineStart: active ? '3px solid var(--fgColor-accent)' : '3px solid transparent',
  background: active ? 'var(--bgColor-default)' : 'transparent',
});
const itemButtonStyle = (active: boolean): CSSProperties => ({
  flex: 1,
  minWidth: 0,
  textAlign: 'start',
  border: 0,
  background: 'transparent',
  color: 'var(--fgColor-default)',
  font: 'inherit',
  fontWeight: active ? 600 : 400,
  padding: 'var(--base-size-8, 8px)',
  cursor: 'pointer',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const ViewsDrawer = observer(function ViewsDrawer(props: ViewsDrawerProps) {
  const { views, activeId, api, projectId, alias, types, open, onToggle, onActivate, onCreated, onChanged, onDeleted } = props;
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [dialog, setDialog] = useState<DrawerDialog>(null);
  const can: DrawerPermissions = {
    create: ctx.session.can('viewCreate'),
    update: ctx.session.can('viewUpdate'),
    remove: ctx.session.can('viewDelete'),
    share: ctx.session.can('viewShare'),
  };

  const { attempt, remove, copyApiUrl } = viewActions(ctx, t, { api, projectId, alias, onDeleted });

  if (!open) {
    return (
      <aside
        aria-label={t('drawer.label')}
        style={{ ...drawerStyle, width: 'auto', alignItems: 'center', padding: 'var(--base-size-4, 4px)' }}
      >
        <IconButton
          icon={ChevronLeftIcon}
          size="small"
          variant="invisible"
          aria-label={t('drawer.show')}
          aria-expanded={false}
          onClick={onToggle}
        />
      </aside>
    );
  }

  return (
    <aside aria-label={t('drawer.label')} style={drawerStyle} data-testid="views-drawer">
      <div style={headerStyle}>
        <strong>{t('drawer.title')}</strong>
        <IconButton
          icon={ChevronRightIcon}
          size="small"
          variant="invisible"
          aria-label={t('drawer.hide')}
          aria-expanded
          onClick={onToggle}
        />
      </div>
      <ul aria-label={t('drawer.list')} style={{ listStyle: 'none', margin: 0, padding: 0, overflow: 'auto', flex: 1, minHeight: 0 }}>
        {views.map((view) => (
          <ViewItem
            key={view.id}
            view={view}
            icon={types.find((o) => o.type === view.type)?.icon}
            active={view.id === activeId}
            can={can}
            onActivate={onActivate}
            setDialog={setDialog}
            copyApiUrl={copyApiUrl}
            remove={remove}
          />
        ))}
      </ul>
      {can.create && (
        <div style={{ padding: 'var(--base-size-8, 8px)', borderTop: 'var(--borderWidth-thin, 1px) solid var(--borderColor-muted)' }}>
          <Button block size="small" leadingVisual={PlusIcon} disabled={!types.length} onClick={() => setDialog({ kind: 'create' })}>
            {t('drawer.create')}
          </Button>
        </div>
      )}

      <DrawerDialogs
        dialog={dialog}
        setDialog={setDialog}
        views={views}
        api={api}
        types={types}
        onCreated={onCreated}
        onChanged={onChanged}
        attempt={attempt}
      />
    </aside>
  );
});

/** The drawer's direct actions: deleting a view (after asking), copying its REST URL; dialog calls with their errors as toasts. */
function viewActions(
  ctx: WebContext,
  t: (key: string, options?: Record<string, unknown>) => string,
  table: Pick<ViewsDrawerProps, 'api' | 'projectId' | 'alias' | 'onDeleted'>,
) {
  const { api, projectId, alias, onDeleted } = table;
  /** A server call from a dialog: true when it went through, else its message as a toast. */
  const attempt = async (call: () => Promise<void>): Promise<boolean> => {
    try {
      await call();
      return true;
    } catch (err) {
      ctx.toast.error(errorText(err));
      return false;
    }
  };

  const remove = async (view: ViewRecord) => {
    const confirmed = await ctx.confirm({
      title: t('delete.title'),
      body: t('delete.body', { title: view.title }),
      confirmLabel: t('common.delete'),
      cancelLabel: t('common.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    await attempt(async () => {
      await api.remove(view.id);
      onDeleted(view.id);
      ctx.toast.success(t('deleted'));
    });
  };

  const copyApiUrl = async (view: ViewRecord) => {
    const url = apiUrl(window.location.origin, projectId, alias, view.query);
    if (await copyText(url)) ctx.toast.success(t('apiUrl.copied', { url }));
    else ctx.toast.error(t('copyFailed', { text: url }));
  };
  return { attempt, remove, copyApiUrl };
}

interface ViewItemProps {
  view: ViewRecord;
  /** The icon of the view's type. */
  icon?: ComponentType;
  active: boolean;
  can: DrawerPermissions;
  onActivate(view: ViewRecord): void;
  setDialog(dialog: DrawerDialog): void;
  copyApiUrl(view: ViewRecord): Promise<void>;
  remove(view: ViewRecord): Promise<void>;
}

/** One view of the list: its name (a click activates it), a shared mark, its actions menu. */
function ViewItem({ view, icon: Icon, active, can, onActivate, setDialog, copyApiUrl, remove }: ViewItemProps) {
  const t = useT(PLUGIN_ID);
  const actionsLabel = t('drawer.actions', { title: view.title });
  return (
    <li key={view.id} style={itemStyle(active)} data-testid="view-item">
      <button
        type="button"
        style={itemButtonStyle(active)}
        aria-current={active ? 'true' : undefined}
        title={view.title}
        onClick={() => !active && onActivate(view)}
      >
        {Icon && (
          <span style={{ marginInlineEnd: 6, display: 'inline-flex', verticalAlign: 'text-bottom' }}>
            <Icon />
          </span>
        )}
        {view.title}
      </button>
      {view.share && (
        <Label variant="accent" size="small">
          {t('drawer.shared')}
        </Label>
      )}
      <ActionsMenu label={actionsLabel}>
        {can.create && <ActionList.Item onSelect={() => setDialog({ kind: 'copy', view })}>{t('action.copy')}</ActionList.Item>}
        {can.update && <ActionList.Item onSelect={() => setDialog({ kind: 'rename', view })}>{t('action.rename')}</ActionList.Item>}
        {can.share && <ActionList.Item onSelect={() => setDialog({ kind: 'share', viewId: view.id })}>{t('action.share')}</ActionList.Item>}
        <ActionList.Item onSelect={() => void copyApiUrl(view)}>{t('action.copyApiUrl')}</ActionList.Item>
        {can.remove && (
          <>
            <ActionList.Divider />
            <ActionList.Item variant="danger" onSelect={() => void remove(view)}>
              {t('action.delete')}
            </ActionList.Item>
          </>
        )}
      </ActionsMenu>
    </li>
  );
}

interface DrawerDialogsProps extends Pick<ViewsDrawerProps, 'views' | 'api' | 'types' | 'onCreated' | 'onChanged'> {
  dialog: DrawerDialog;
  setDialog(dialog: DrawerDialog): void;
  /** A server call from a dialog: true when it went through, else its message as a toast. */
  attempt(call: () => Promise<void>): Promise<boolean>;
}

/** The drawer's dialogs: a new view, a copy, a new name, sharing. */
function DrawerDialogs({ dialog, setDialog, views, api, types, onCreated, onChanged, attempt }: DrawerDialogsProps) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const shareView = dialog?.kind === 'share' ? views.find((v) => v.id === dialog.viewId) : undefined;
  return (
    <>
      {dialog?.kind === 'create' && (
        <NameDialog
          title={t('create.title')}
          submitLabel={t('create.submit')}
          initialName={nextTitle(types[0]?.title ?? '', views)}
          types={types}
          onSubmit={(title, type) =>
            attempt(async () => {
              onCreated(await api.create({ title, type }));
              ctx.toast.success(t('created'));
            })
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'copy' && (
        <NameDialog
          title={t('copy.title')}
          submitLabel={t('copy.submit')}
          initialName={t('copy.defaultName', { title: dialog.view.title })}
          // A copy may change type: the filters, sorts and fields carry over where the type takes them.
          types={types}
          initialType={dialog.view.type}
          onSubmit={(title, type) =>
            attempt(async () => {
              onCreated(await api.create({ title, copyFrom: dialog.view.id, ...(type && type !== dialog.view.type && { type }) }));
              ctx.toast.success(t('copied'));
            })
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={t('rename.title')}
          submitLabel={t('rename.submit')}
          initialName={dialog.view.title}
          onSubmit={(title) =>
            attempt(async () => {
              onChanged(await api.rename(dialog.view.id, title));
              ctx.toast.success(t('renamed'));
            })
          }
          onClose={() => setDialog(null)}
        />
      )}
      {shareView && <ShareDialog view={shareView} api={api} onChanged={onChanged} onClose={() => setDialog(null)} />}
    </>
  );
}

/** A free default name for a new view of a type: `Grid 2`, `Grid 3`... (case-insensitive, as the server compares). */
function nextTitle(base: string, views: readonly ViewRecord[]): string {
  const taken = new Set(views.map((v) => v.title.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} ${n}`.toLowerCase())) return `${base} ${n}`;
}
