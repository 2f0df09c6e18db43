import { effectiveRoles, isAdmin, type ProjectApiType } from '@plinth/sdk';
import {
  ApiError,
  DASHBOARD_TAB_TYPES,
  errorText,
  preloadComponent,
  tableMetaStore,
  waitForSavedState,
  type PluginContribution,
  type WebContext,
} from '@plinth/sdk/web';
import { action, makeObservable, observable, reaction } from 'mobx';
import {
  definitionTab,
  definitionTabType,
  FOLDERS,
  folderOf,
  isObjectType,
  objectTab,
  type DbObject,
  type FolderDef,
  type FolderOptions,
  type ObjectType,
} from './objects.js';
import { DEFAULT_MAX_TABS, readTabQuery, sameTabQuery, TabsStore, writeTabQuery, type TabQuery } from './tabs.js';
import { LazyTree } from './tree.js';

export const PLUGIN_ID = 'dashboard';
export const DASHBOARD_PATH = '/nc/:project_id';
const PROJECTS_PATH = '/projects';
/**
 * 000 s.8: 'Database config not found' sends the user to the project form instead; the answer
 * flags it (`noDatabase`), since its text is in the user's language.
 */
const hasNoDatabase = (err: unknown) => err instanceof ApiError && (err.body as { noDatabase?: unknown } | undefined)?.noDatabase === true;
const PROJECT_FORM_PATH = '/project/0';

/** 000 s.9: a failed project load is an error toast of 3 s; an empty folder an info toast of 2 s. */
const LOAD_FAILURE_TOAST_MS = 3000;
const EMPTY_FOLDER_TOAST_MS = 2000;
/** 000 s.9: other info toasts last 3 s. */
const INFO_TOAST_MS = 3000;
/** 000 s.3: maxTables when the ability rules do not say. */
export const DEFAULT_MAX_TABLES = 99999;

/** Tab types of the default-tab rules (000 s.2), opened when a plugin contributes them. */
const DEFAULT_TAB_TYPES = DASHBOARD_TAB_TYPES;

/** What the dashboard needs of `projectRead`'s answer. */
export interface DashboardProject {
  id: string;
  title: string;
  projectType: ProjectApiType | 'grpc' | (string & {});
  envs: Record<string, { db: { dbAlias: string }[] }>;
  /** The working environment (000 s.4 'Active Env'); `_noco` when absent. */
  activeEnv?: string;
}

export type TabTypeContribution = PluginContribution<'dashboardTabs'>;
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A contribution's label: an i18n key of its plugin's namespace, or plain text. */
export const contributedText = (ctx: WebContext, pluginId: string, text: string) => ctx.i18n.t(text, { ns: pluginId, defaultValue: text });

/**
 * One open project dashboard (000 s.4): the loading sequence, the tree's lazy folders, the tabs
 * and their query parameters. A component owns one per mounted dashboard.
 */
export class DashboardModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  project: DashboardProject | null = null;
  readonly tree = new LazyTree();
  readonly tabs: TabsStore;
  /** Bumped per `open`: an older load that finishes late changes nothing. */
  private loadId = 0;
  /** Stops following the open project's `schemaChanged` signal. */
  private stopFollowingSchema?: () => void;

  constructor(
    private readonly ctx: WebContext,
    private readonly t: Translate,
  ) {
    this.tabs = new TabsStore({
      maxTabs: () => ctx.session.ability?.maxTabs ?? DEFAULT_MAX_TABS,
      isSingleton: (type) => Boolean(this.tabType(type)?.singleton),
      onRefused: (maxTabs) => ctx.toast.info(t('limit.tabs', { maxTabs }), INFO_TOAST_MS),
      onActivated: (tab) => this.writeQuery(tab?.query ?? null),
    });
    makeObservable<DashboardModel, 'setLoaded' | 'setFailed' | 'setLoading'>(this, {
      status: observable,
      project: observable.ref,
      setLoaded: action,
      setFailed: action,
      setLoading: action,
    });
  }

  /** The `dashboardTabs` contributions of the active plugins. */
  tabTypes(): TabTypeContribution[] {
    return this.ctx.contributions?.('dashboardTabs') ?? [];
  }

  tabType(type: string): TabTypeContribution | undefined {
    return this.tabTypes().find((contribution) => contribution.type === type);
  }

  /** The project's database aliases (`db` first). */
  get dbAliases(): string[] {
    // The working environment's databases (each environment holds the same aliases).
    const envs = this.project?.envs ?? {};
    const working = envs[this.project?.activeEnv ?? '_noco'];
    const aliases = (working ? [working] : Object.values(envs)).flatMap((env) => env.db.map((db) => db.dbAlias));
    return [...new Set(aliases)];
  }

  /** Is the signed-in user an admin (creator or owner), preview-as applied? */
  get isCreator(): boolean {
    const { user, previewAs, roles } = this.ctx.session;
    // Global and project roles (the project's owner is an admin here), preview-as applied.
    return !!user && isAdmin(roles ?? effectiveRoles(user.roles, previewAs ?? undefined));
  }

  /**
   * 000 s.4 loading a project: wait for the saved state, load the user's details (a failure is
   * ignored), read the project, clear meta and tab state; then open the tab the route names, or
   * the default tab. A failure is an error toast of 3 s, then /projects ('Database config not
   * found': /project/0, 000 s.8).
   */
  async open(projectId: string, search: string): Promise<void> {
    const loadId = ++this.loadId;
    this.setLoading();
    // The code of the tab the route names loads meanwhile (the tab still opens only after the
    // steps below): it is there when the tab renders.
    const named = readTabQuery(search);
    preloadComponent(named ? this.tabType(named.type)?.component : undefined);
    await waitForSavedState(this.ctx.savedState);
    await this.ctx.session.reloadUser().catch(() => undefined);
    // The user's roles in this project count while its dashboard is open (a failure leaves the global ones).
    await this.ctx.session.enterProject?.(projectId).catch(() => undefined);
    let project: DashboardProject;
    try {
      project = await this.ctx.api.rpc<DashboardProject>('projectRead', { project_id: projectId });
    } catch (err) {
      if (loadId !== this.loadId) return;
      this.setFailed();
      const msg = errorText(err);
      this.ctx.toast.error(msg, LOAD_FAILURE_TOAST_MS);
      this.ctx.navigate(hasNoDatabase(err) ? PROJECT_FORM_PATH : PROJECTS_PATH);
      return;
    }
    if (loadId !== this.loadId) return;
    const metas = tableMetaStore(this.ctx);
    metas.invalidate(projectId);
    this.setLoaded(project);
    // Another plugin changed the tables as a whole (an import, metadata cleared): the tree follows.
    this.stopFollowingSchema?.();
    this.stopFollowingSchema = reaction(
      () => metas.schemaVersion(projectId),
      () => this.reloadTableFolders(),
    );
    // The tables of the first database are what a user looks for first.
    const first = this.dbAliases[0];
    if (first) this.setFolderExpanded(first, FOLDERS[0]!, true);
    // 000 s.4: a missing database in the tree is only logged.
    else console.warn(`[dashboard] project '${project.id}' has no database`);
    const query = readTabQuery(search);
    const opened = query ? await this.openFromQuery(query) : false;
    if (!opened && loadId === this.loadId) await this.openDefaultTabs();
    if (loadId === this.loadId && !this.tabs.active) this.writeQuery(null);
  }

  /** Stops a load under way from changing anything (the dashboard unmounted). */
  dispose(): void {
    this.loadId += 1;
    this.stopFollowingSchema?.();
    this.stopFollowingSchema = undefined;
    void this.ctx.session.enterProject?.(null);
  }

  folderKey(dbAlias: string, folder: Pick<FolderDef, 'kind'>): string {
    return `${dbAlias}/${folder.kind}`;
  }

  folderOptions(): FolderOptions {
    const windows = this.ctx.savedState?.get<{ metatables?: boolean }>('windows');
    return { includeM2M: Boolean(this.ctx.ui.settings.includeM2M), showMetaTables: Boolean(windows?.metatables) };
  }

  /** A folder's objects, loaded once; an empty folder shows the spec's info toast (2 s). */
  loadFolder(dbAlias: string, folder: FolderDef, force = false): Promise<DbObject[]> {
    const project = this.project;
    if (!project) return Promise.resolve([]);
    return this.tree.load(this.folderKey(dbAlias, folder), () => folder.load(this.ctx.api, project.id, dbAlias, this.folderOptions()), {
      force,
      onLoaded: (items) => {
        if (items.length === 0) this.ctx.toast.info(this.t(folder.empty), EMPTY_FOLDER_TOAST_MS);
      },
    });
  }

  /**
   * Reloads every folder that was loaded (the includeM2M setting changed, or the schema did: a
   * table imported, a view or trigger created); the others load when opened.
   */
  reloadTableFolders(): void {
    for (const dbAlias of this.dbAliases) {
      for (const folder of FOLDERS) {
        if (this.tree.state(this.folderKey(dbAlias, folder)).status !== 'idle')
          this.loadFolder(dbAlias, folder, true).catch(() => undefined);
      }
    }
  }

  /** Opening a folder loads it (a failure stays on the folder, with a retry). */
  setFolderExpanded(dbAlias: string, folder: FolderDef, expanded: boolean): void {
    this.tree.setExpanded(this.folderKey(dbAlias, folder), expanded);
    if (expanded) this.loadFolder(dbAlias, folder).catch(() => undefined);
  }

  openObject(object: DbObject): void {
    if (!this.project) return;
    this.tabs.open(objectTab(this.project.id, object));
  }

  /** May the user open the definition tab of objects of `type` (contributed by a plugin, its permission held)? */
  mayDefine(type: ObjectType): boolean {
    const tabType = definitionTabType(type);
    const contribution = tabType ? this.tabType(tabType) : undefined;
    return !!contribution && this.mayOpen(contribution);
  }

  /** Opens an object's definition (a view's beside its grid); `name` empty: a new object of `type`. */
  openDefinition(dbAlias: string, type: ObjectType, name: string, label: string): boolean {
    if (!this.project || !this.mayDefine(type)) return false;
    this.tabs.open(definitionTab(this.project.id, type, dbAlias, name, label)!);
    return true;
  }

  /** May the user open tabs of this contributed type (its `permission`, preview-as applied)? */
  mayOpen(contribution: TabTypeContribution): boolean {
    return !contribution.permission || this.ctx.session.can(contribution.permission);
  }

  /** Opens a contributed tab type with no parameters (the tool tabs of 000 s.2). */
  openTool(type: string): boolean {
    const contribution = this.tabType(type);
    if (!contribution || !this.mayOpen(contribution)) return false;
    this.tabs.open({
      key: type,
      type,
      name: contributedText(this.ctx, contribution.pluginId, contribution.title),
      query: { name: '', dbalias: '', type },
    });
    return true;
  }

  /** Opens what a route's query names; false when it names nothing that exists. */
  async openFromQuery(query: TabQuery): Promise<boolean> {
    if (!this.project) return false;
    if (query.type === definitionTabType('view')) {
      const dbAlias = query.dbalias || this.dbAliases[0];
      return !!dbAlias && this.dbAliases.includes(dbAlias) && this.openDefinition(dbAlias, 'view', query.name, query.name);
    }
    if (isObjectType(query.type)) {
      const dbAlias = query.dbalias || this.dbAliases[0];
      if (!dbAlias || !this.dbAliases.includes(dbAlias)) return false;
      const loadId = this.loadId;
      const objects = await this.loadFolder(dbAlias, folderOf(query.type)).catch(() => []);
      // Another project opened meanwhile: this answer is not its.
      if (loadId !== this.loadId) return false;
      const object = objects.find((o) => o.name === query.name);
      if (!object) return false;
      this.openObject(object);
      return true;
    }
    return this.openTool(query.type);
  }

  /**
   * 000 s.2 default tab: admins get Team & Auth first; a gRPC project opens the gRPC client, a
   * GraphQL project the GraphQL client; non-admins get the first table. A rule whose tab type no
   * plugin contributes is skipped; when nothing opened, the first table does.
   */
  async openDefaultTabs(): Promise<void> {
    const project = this.project;
    if (!project) return;
    const client =
      project.projectType === 'grpc'
        ? DEFAULT_TAB_TYPES.grpcClient
        : project.projectType === 'graphql'
          ? DEFAULT_TAB_TYPES.graphqlClient
          : null;
    const candidates: (string | null)[] = [this.isCreator ? DEFAULT_TAB_TYPES.teamAndAuth : null, client];
    const wanted = candidates.filter((type): type is string => {
      const contribution = type ? this.tabType(type) : undefined;
      return !!contribution && this.mayOpen(contribution);
    });
    const loadId = this.loadId;
    for (const type of wanted) this.openTool(type);
    if (!this.isCreator || wanted.length === 0) {
      const dbAlias = this.dbAliases[0];
      const tables = dbAlias ? await this.loadFolder(dbAlias, FOLDERS[0]!).catch(() => []) : [];
      if (loadId !== this.loadId) return;
      if (tables[0]) this.openObject(tables[0]);
    }
    // The first default tab is the active one.
    const first = this.tabs.tabs[0];
    if (first) this.tabs.activate(first.key);
  }

  /**
   * The route's query changed (back / forward, a link, another plugin's navigate): open or
   * activate the tab it names; when it names nothing openable, the route shows the active tab again.
   */
  async followQuery(search: string): Promise<void> {
    if (this.status !== 'ready') return;
    const query = readTabQuery(search);
    const active = this.tabs.active?.query ?? null;
    if (!query || sameTabQuery(query, active)) return;
    const opened = await this.openFromQuery(query);
    if (!opened || !sameTabQuery(this.tabs.active?.query ?? null, query)) this.writeQuery(this.tabs.active?.query ?? null);
  }

  private writeQuery(query: TabQuery | null): void {
    const project = this.project;
    if (!project) return;
    const search = writeTabQuery(this.ctx.route.search, query);
    if (search === this.ctx.route.search && this.ctx.route.path === `/nc/${project.id}`) return;
    this.ctx.navigate(`/nc/${encodeURIComponent(project.id)}${search}`);
  }

  private setLoading(): void {
    this.status = 'loading';
    this.project = null;
    this.tabs.reset();
    this.tree.clear();
  }

  private setLoaded(project: DashboardProject): void {
    this.project = project;
    this.status = 'ready';
  }

  private setFailed(): void {
    this.status = 'failed';
  }
}
