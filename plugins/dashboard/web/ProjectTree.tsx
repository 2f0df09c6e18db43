import { isAdmin, type RoleName } from '@plinth/sdk';
import { observer, usePlinth, useT, type PluginContribution, type TreeNode } from '@plinth/sdk/web';
import { CodeIcon, EyeIcon, GearIcon, PlusIcon, TableIcon, ToolsIcon } from '@primer/octicons-react';
import { Button, TreeView } from '@primer/react';
import type { CSSProperties } from 'react';
import { EnvironmentNodes } from './EnvNodes.js';
import { contributedText, DEFAULT_MAX_TABLES, PLUGIN_ID, type DashboardModel } from './dashboard.js';
import { definitionTabType, FOLDERS, isObjectType, objectTab, TABLE_TAB_TYPE, type DbObject, type FolderDef } from './objects.js';
import type { ChildrenStatus } from './tree.js';

/** The roles an admin can preview the dashboard as (000 s.2: Preview as / Reset Preview). */
const PREVIEW_ROLES: readonly RoleName[] = ['editor', 'commenter', 'viewer'];

type NodeKind = PluginContribution<'treeNodes'>;

const subTreeState = (status: ChildrenStatus) => (status === 'idle' ? 'initial' : status === 'loading' ? 'loading' : 'done');

const sectionStyle: CSSProperties = {
  borderTop: 'var(--borderWidth-thin, 1px) solid var(--borderColor-muted)',
  padding: 'var(--base-size-8, 8px)',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'var(--base-size-4, 4px)',
};
const mutedStyle: CSSProperties = { color: 'var(--fgColor-muted)', fontSize: 'var(--text-body-size-small, 12px)' };

/** A node that says something (empty, failed, limited) without being a table. */
function NoteItem({ id, text, onSelect }: { id: string; text: string; onSelect?: () => void }) {
  return (
    <TreeView.Item id={id} onSelect={onSelect}>
      <span style={mutedStyle}>{text}</span>
    </TreeView.Item>
  );
}

/** One lazily loaded folder of a database: tables, views, functions, procedures or sequences. */
const FolderItem = observer(function FolderItem({ model, dbAlias, folder }: { model: DashboardModel; dbAlias: string; folder: FolderDef }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const key = model.folderKey(dbAlias, folder);
  const state = model.tree.state<DbObject>(key);
  const maxTables = ctx.session.ability?.maxTables ?? DEFAULT_MAX_TABLES;
  const limited = folder.kind === 'tables' && state.items.length > maxTables;
  const items = limited ? state.items.slice(0, maxTables) : state.items;
  const activeKey = model.tabs.activeKey;
  const projectId = model.project?.id ?? '';
  const id = `dashboard-folder-${dbAlias}-${folder.kind}`;
  // Admins create objects from the folder and open a view's definition beside its grid (a plugin's tab).
  const mayDefine = model.isCreator && model.mayDefine(folder.objectType);
  const newLabel = t('tree.new', { folder: t(folder.label) });
  return (
    <TreeView.Item
      id={id}
      expanded={model.tree.isExpanded(key)}
      onExpandedChange={(expanded) => model.setFolderExpanded(dbAlias, folder, expanded)}
      secondaryActions={
        mayDefine
          ? [{ label: newLabel, icon: PlusIcon, onClick: () => model.openDefinition(dbAlias, folder.objectType, '', newLabel) }]
          : undefined
      }
    >
      <TreeView.LeadingVisual>
        <TreeView.DirectoryIcon />
      </TreeView.LeadingVisual>
      {t(folder.label)}
      <TreeView.SubTree state={subTreeState(state.status)} aria-label={t(folder.label)}>
        {items.map((object) => {
          const tabKey = objectTab(projectId, object).key;
          return (
            <TreeView.Item
              key={object.name}
              id={`${id}-${object.name}`}
              current={activeKey === tabKey}
              onSelect={() => model.openObject(object)}
              secondaryActions={
                mayDefine && object.type === 'view'
                  ? [
                      {
                        label: t('tree.definition', { name: object.alias }),
                        icon: CodeIcon,
                        onClick: () => model.openDefinition(dbAlias, 'view', object.name, object.alias),
                      },
                    ]
                  : undefined
              }
            >
              <TreeView.LeadingVisual>
                <TableIcon />
              </TreeView.LeadingVisual>
              {object.alias}
            </TreeView.Item>
          );
        })}
        {limited && <NoteItem id={`${id}-limit`} text={t('limit.tables', { maxTables })} />}
        {state.status === 'done' && items.length === 0 && <NoteItem id={`${id}-empty`} text={t(folder.empty)} />}
        {state.status === 'error' && (
          <NoteItem
            id={`${id}-error`}
            text={`${t('tree.loadFailed', { msg: state.error ?? '' })} ${t('tree.retry')}`}
            onSelect={() => void model.loadFolder(dbAlias, folder, true).catch(() => undefined)}
          />
        )}
      </TreeView.SubTree>
    </TreeView.Item>
  );
});

/** A node of a contributed kind: its children load through the kind's `loadChildren` when opened. */
const ContributedItem = observer(function ContributedItem({
  model,
  node,
  kinds,
}: {
  model: DashboardModel;
  node: TreeNode;
  kinds: NodeKind[];
}) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const kind = kinds.find((k) => k.kind === node.kind);
  const id = `dashboard-node-${node.key}`;
  if (!kind?.loadChildren || node.leaf) {
    return (
      <TreeView.Item id={id} onSelect={() => kind?.onOpen?.(ctx, node)}>
        {node.label}
      </TreeView.Item>
    );
  }
  const loadChildren = kind.loadChildren.bind(kind);
  const key = `node/${kind.pluginId}/${node.key}`;
  const state = model.tree.state<TreeNode>(key);
  const load = (force = false) => void model.tree.load(key, () => loadChildren(ctx, node), { force }).catch(() => undefined);
  return (
    <TreeView.Item
      id={id}
      expanded={model.tree.isExpanded(key)}
      onExpandedChange={(expanded) => {
        model.tree.setExpanded(key, expanded);
        if (expanded) load();
      }}
      // A folder with its own action opens it on click (its chevron still toggles); else a click toggles.
      onSelect={kind.onOpen ? () => kind.onOpen?.(ctx, node) : undefined}
    >
      <TreeView.LeadingVisual>
        <TreeView.DirectoryIcon />
      </TreeView.LeadingVisual>
      {node.label}
      <TreeView.SubTree state={subTreeState(state.status)} aria-label={node.label}>
        {state.items.map((child) => (
          <ContributedItem key={child.key} model={model} node={child} kinds={kinds} />
        ))}
        {state.status === 'error' && (
          <NoteItem
            id={`${id}-error`}
            text={`${t('tree.loadFailed', { msg: state.error ?? '' })} ${t('tree.retry')}`}
            onSelect={() => load(true)}
          />
        )}
      </TreeView.SubTree>
    </TreeView.Item>
  );
});

/** The folders of one database: the five of the spec, then each contributed kind with children. */
function DatabaseFolders({ model, dbAlias, kinds }: { model: DashboardModel; dbAlias: string; kinds: NodeKind[] }) {
  const ctx = usePlinth();
  const projectId = model.project?.id ?? '';
  return (
    <>
      {FOLDERS.map((folder) => (
        <FolderItem key={folder.kind} model={model} dbAlias={dbAlias} folder={folder} />
      ))}
      {kinds
        .filter((kind) => kind.loadChildren)
        .map((kind) => (
          <ContributedItem
            key={`${kind.pluginId}:${kind.kind}`}
            model={model}
            kinds={kinds}
            node={{
              key: `${dbAlias}:${kind.pluginId}:${kind.kind}`,
              kind: kind.kind,
              label: contributedText(ctx, kind.pluginId, kind.label),
              data: { projectId, dbAlias },
            }}
          />
        ))}
    </>
  );
}

/** Settings (000 s.2: visible only to the creator): the contributed tool tabs the user may open. */
const SettingsItem = observer(function SettingsItem({ model }: { model: DashboardModel }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const tools = model
    .tabTypes()
    .filter(
      (type) => !isObjectType(type.type) && type.type !== TABLE_TAB_TYPE && type.type !== definitionTabType('view') && model.mayOpen(type),
    );
  const activeType = model.tabs.active?.type;
  return (
    <TreeView.Item id="dashboard-settings" defaultExpanded={false}>
      <TreeView.LeadingVisual>
        <GearIcon />
      </TreeView.LeadingVisual>
      {t('tree.settings')}
      <TreeView.SubTree aria-label={t('tree.settings')}>
        {tools.map((tool) => (
          <TreeView.Item
            key={tool.type}
            id={`dashboard-tool-${tool.type}`}
            current={activeType === tool.type}
            onSelect={() => model.openTool(tool.type)}
          >
            <TreeView.LeadingVisual>
              <ToolsIcon />
            </TreeView.LeadingVisual>
            {contributedText(ctx, tool.pluginId, tool.title)}
          </TreeView.Item>
        ))}
        {tools.length === 0 && <NoteItem id="dashboard-settings-none" text={t('tree.noSettings')} />}
      </TreeView.SubTree>
    </TreeView.Item>
  );
});

/** Preview as / Reset Preview (000 s.2), for admins by their real roles so it stays while previewing. */
const PreviewAs = observer(function PreviewAs() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const { user, previewAs } = ctx.session;
  if (!user || !isAdmin(user.roles)) return null;
  return (
    <section style={sectionStyle} aria-label={t('tree.previewAs')}>
      <EyeIcon />
      <span style={mutedStyle}>
        {previewAs ? t('tree.previewing', { role: t(`role.${previewAs}`, { defaultValue: previewAs }) }) : t('tree.previewAs')}
      </span>
      {PREVIEW_ROLES.map((role) => (
        <Button
          key={role}
          size="small"
          variant={previewAs === role ? 'primary' : 'default'}
          aria-pressed={previewAs === role}
          aria-label={t('tree.previewRole', { role: t(`role.${role}`) })}
          onClick={() => ctx.session.setPreviewAs(role)}
        >
          {t(`role.${role}`)}
        </Button>
      ))}
      <Button size="small" variant="invisible" disabled={!previewAs} onClick={() => ctx.session.setPreviewAs(null)}>
        {t('tree.resetPreview')}
      </Button>
    </section>
  );
});

/** The tree view of a project (000 s.2): databases, lazy folders, contributed nodes, Settings, Preview as. */
export const ProjectTree = observer(function ProjectTree({ model }: { model: DashboardModel }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const kinds = ctx.contributions?.('treeNodes') ?? [];
  const aliases = model.dbAliases;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <h1
        style={{ fontSize: 'var(--text-title-size-small, 16px)', margin: 0, padding: 'var(--base-size-8, 8px)', overflowWrap: 'anywhere' }}
      >
        {model.project?.title}
      </h1>
      <nav aria-label={t('page.tree')} style={{ flex: 1, overflow: 'auto', minHeight: 0 }}>
        <TreeView aria-label={t('page.tree')}>
          {aliases.length === 1 ? (
            <DatabaseFolders model={model} dbAlias={aliases[0]!} kinds={kinds} />
          ) : (
            aliases.map((dbAlias) => (
              <TreeView.Item key={dbAlias} id={`dashboard-db-${dbAlias}`} defaultExpanded>
                {t('tree.database', { dbAlias })}
                <TreeView.SubTree>
                  <DatabaseFolders model={model} dbAlias={dbAlias} kinds={kinds} />
                </TreeView.SubTree>
              </TreeView.Item>
            ))
          )}
          <EnvironmentNodes model={model} />
          {model.isCreator && <SettingsItem model={model} />}
        </TreeView>
      </nav>
      <PreviewAs />
    </div>
  );
});
