import type { ComponentType, ReactNode } from 'react';
import {
  type Attachment,
  type NotificationItem,
  type PluginListItem,
  type ProjectInfo,
  type RoleMap,
  type RoleName,
  type RpcRequestBody,
  type TableMeta,
  type UiAbility,
  type UiSettings,
  type User,
} from '../entities.js';
import type { ViewRecord } from '../views.js';

/**
 * A code-split component: `lazyComponent(() => import('./Panel'))`. A tagged object rather than a
 * bare loader function, because a loader and a function component cannot be told apart at run time.
 */
export interface LazyLoader<P = object> {
  readonly lazy: () => Promise<{ default: ComponentType<P> }>;
  /**
   * Starts loading ahead of the first render (`lazyComponent` loaders have it). A component
   * loaded before it is first rendered is rendered directly, without a Suspense fallback, and so
   * without React's delay of up to 300 ms before showing what replaced a fallback.
   */
  readonly preload?: () => Promise<void>;
  /** The component once loaded (`lazyComponent` loaders have it). */
  readonly loaded?: ComponentType<P>;
}

/** A component, or a loader of one (see `lazyComponent`). */
export type LazyComponent<P = object> = ComponentType<P> | LazyLoader<P>;

/** The five frames of the spec; plugins may add more through `layouts`. */
export type LayoutName = 'default' | 'empty' | 'public' | 'shared' | 'error' | (string & {});

export interface RouteContribution {
  /** Hash-router path, e.g. `/user/settings` or `/nc/:project_id`. */
  path: string;
  layout?: LayoutName;
  component: LazyComponent;
  /** Reachable without signing in (shared views, sign-in screens). */
  public?: boolean;
}

export interface LayoutContribution {
  name: LayoutName;
  component: ComponentType<{ children: ReactNode }>;
}

/**
 * Tab types the dashboard opens by default (000 s.2): admins get Team & Auth first, a GraphQL or
 * gRPC project its client. The plugins contributing them use these keys.
 */
export const DASHBOARD_TAB_TYPES = { teamAndAuth: 'roles', grpcClient: 'grpcClient', graphqlClient: 'graphqlClient' } as const;

export interface DashboardTabType {
  /** Tab type key, e.g. `terminal`, `apiClient`, `roles`. */
  type: string;
  title: string;
  component: LazyComponent<{ tab: { key: string; name: string; params?: Record<string, string> } }>;
  /** Opens only once (most tool tabs of the spec do). */
  singleton?: boolean;
  permission?: string;
}

/**
 * A view type's screen (grid, ...), rendered by the views plugin inside a table's tab beside the
 * views drawer, and read-only on a shared view's public page.
 */
export interface ViewComponentProps<S = unknown> {
  projectId: string;
  dbAlias: string;
  /** The table's name (not its alias). */
  tn: string;
  view: ViewRecord<S>;
  /**
   * Saves the view's settings and answers the stored record; absent when the user may not save
   * them (their changes then stay in this tab).
   */
  saveSettings?(settings: S): Promise<ViewRecord<S>>;
  /**
   * The view as stored now (absent on a shared view's page): after the view changed the table's
   * schema, the server has moved its settings along (a renamed column) or dropped what no longer
   * fits (a deleted column), which the record in hand does not show yet.
   */
  reloadView?(): Promise<ViewRecord<S>>;
  /** Set on a shared view's public page: read only; meta and rows come from the private link. */
  shared?: SharedViewSource;
}

/** A shared view's data, read through its private link (the visitor is not signed in). */
export interface SharedViewSource {
  /** The table meta reduced to the columns the view shows. */
  meta: TableMeta;
  /** A page of rows; the view's own filters always apply, `where` / `sort` narrow or reorder. */
  list(query: { where?: string; sort?: string; limit: number; offset: number; withTotal?: boolean }): Promise<{
    list: Record<string, unknown>[];
    pageInfo: { totalRows: number | null; isLastPage: boolean };
  }>;
  /** The row count under the view's filters and `where`; null when counting timed out. */
  count(where?: string): Promise<number | null>;
  /** As `count`, or at once the database's estimate for a big table (`estimated`). */
  estimate?(where?: string): Promise<{ count: number; estimated: boolean } | null>;
  /**
   * Sends a new row through a link that takes them (a form, `access: 'submit'`); rejects with the
   * server's `ApiError` (its body may name the `field`). Absent on a read link.
   */
  submit?(row: Record<string, unknown>): Promise<void>;
  /** Uploads files for a form's attachment fields (a submit link whose form has one). */
  upload?(files: readonly File[]): Promise<Attachment[]>;
  /** A page of the rows a form's link field may point to: their ids and display values. */
  choices?(field: string, query: { q?: string; offset?: number }): Promise<{ list: { id: string; label: string }[]; isLastPage: boolean }>;
}

/** A view type's web half (`viewTypes` contribution point). */
export interface ViewTypeContribution {
  /** The key stored on view records (`grid`); the server half provides the same on `ViewTypeToken`. */
  type: string;
  /** i18n key in the plugin's namespace, or plain text. */
  title: string;
  component: LazyComponent<ViewComponentProps>;
  /** The type's 16 px icon in the views drawer and its menus. */
  icon?: ComponentType;
  /**
   * The public route a share link of this type opens, before the share id: `/nc/form/` for a
   * form; default `/nc/view/`. The views plugin serves both with the type's component.
   */
  sharedPath?: string;
}

export interface TreeNode {
  key: string;
  kind: string;
  label: string;
  leaf?: boolean;
  data?: Record<string, unknown>;
}

export interface TreeNodeKind {
  kind: string;
  label: string;
  /** Lazy children, loaded when the node opens. */
  loadChildren?(ctx: WebContext, node: TreeNode): Promise<TreeNode[]>;
  onOpen?(ctx: WebContext, node: TreeNode): void;
}

export interface TopBarItem {
  id: string;
  order?: number;
  component: ComponentType;
}

export interface UserMenuItem {
  id: string;
  /** i18n key in the plugin's namespace, or plain text. */
  label: string;
  order?: number;
  when?: 'signedIn' | 'signedOut' | 'always';
  permission?: string;
  href?: string;
  onSelect?(ctx: WebContext): void;
  /** Further condition, read while rendering (mobx-observable state re-renders the menu). */
  visible?(ctx: WebContext): boolean;
}

export interface SettingsPanel {
  id: string;
  title: string;
  order?: number;
  component: ComponentType;
}

export interface ShortcutContribution {
  /** `ctrl+shift+b`, `c`, `t`... */
  keys: string;
  description: string;
  run(ctx: WebContext): void;
}

/**
 * An action of My Projects (000 s.2): in each project's menu, or with `list` beside New project
 * (then `project` is null). `title` is an i18n key in the plugin's namespace, or plain text.
 */
export interface ProjectActionContribution {
  id: string;
  title: string;
  permission?: string;
  list?: boolean;
  /** What the action does; for an action with a `dialog`, it is not called. */
  run?(ctx: WebContext, project: { id: string; title: string } | null): void | Promise<void>;
  /**
   * An action that needs a screen of its own (the template gallery, an Excel import): My Projects
   * renders it over the list until it calls `onClose`.
   */
  dialog?: LazyComponent<ProjectActionDialogProps>;
}

/** What My Projects gives an action's `dialog`. */
export interface ProjectActionDialogProps {
  /** The project whose menu opened it; null for a list action. */
  project: { id: string; title: string } | null;
  /** Closes the dialog; `changed` reloads the project list. */
  onClose(changed?: boolean): void;
}

/** Message bundles per locale; stored in the plugin's i18n namespace (its id). */
export type I18nBundles = Partial<Record<string, Record<string, string>>>;

/** The web half of a plugin. */
export interface WebPart {
  routes?: RouteContribution[];
  layouts?: LayoutContribution[];
  dashboardTabs?: DashboardTabType[];
  viewTypes?: ViewTypeContribution[];
  treeNodes?: TreeNodeKind[];
  topBarItems?: TopBarItem[];
  userMenuItems?: UserMenuItem[];
  settingsPanels?: SettingsPanel[];
  shortcuts?: ShortcutContribution[];
  projectActions?: ProjectActionContribution[];
  i18n?: I18nBundles;
  /** Runs when the plugin's web part becomes active; the returned function runs when it is hidden. */
  activate?(ctx: WebContext): void | (() => void);
  /** The App Store saved this plugin's settings (secrets left out): apply them without a reload. */
  onSettingsSaved?(ctx: WebContext, settings: Record<string, unknown>): void;
}

/** The plugins as the frame knows them (`ctx.plugins`): the App Store's view. */
export interface PluginsView {
  /** The server's `GET /api/v1/plugins` answer (mobx-observable). */
  readonly list: readonly PluginListItem[];
  /** Re-reads the list; web halves of newly started (or installed) plugins load and activate. */
  refresh(): Promise<void>;
  setEnabled(id: string, enabled: boolean): Promise<void>;
  /** Tells the plugin's web half its settings were saved (its `onSettingsSaved`). */
  settingsSaved(id: string, settings: Record<string, unknown>): void;
  /** Web halves of installed plugins that could not be loaded, with the reason, by plugin id. */
  readonly loadErrors: ReadonlyMap<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    msg: string,
    readonly body?: unknown,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}

/** fetch options, plus how the client treats the session for this one call. */
export interface ApiRequestInit extends RequestInit {
  /**
   * Send without `xc-preview` even while previewing a role: admin and role-management calls act
   * with the admin's real roles (000 s.7; `/user/me` never carries it).
   */
  ignorePreview?: boolean;
  /** A 401 answer is final: no refresh and retry. The refresh call itself must set this. */
  skipRefresh?: boolean;
  /**
   * A load the screen shows its own way (a grid's row pages while scrolling, a count): not on
   * the frame's progress bar, which would otherwise flicker, and re-lay out the page, on every
   * page a scroll fetches.
   */
  background?: boolean;
}

/**
 * Called on a 401 answer to a request that carried the session token; resolves to a new access
 * token, or null when the session cannot be renewed (the client then signs out).
 */
export type UnauthorizedHandler = () => Promise<string | null>;

export interface ApiClient {
  get<T>(path: string, init?: ApiRequestInit): Promise<T>;
  post<T>(path: string, body?: unknown, init?: ApiRequestInit): Promise<T>;
  put<T>(path: string, body?: unknown, init?: ApiRequestInit): Promise<T>;
  patch<T>(path: string, body?: unknown, init?: ApiRequestInit): Promise<T>;
  delete<T>(path: string, init?: ApiRequestInit): Promise<T>;
  /** `POST /dashboard?q=sqlOp_{operation}` with the spec's body. */
  rpc<T>(operation: string, body?: RpcRequestBody, options?: { plus?: boolean }): Promise<T>;
  /**
   * Registers the session renewal (the auth plugin's refresh call). On a 401 the client runs it
   * once for all requests failing together, retries each with the new token, and signs out when
   * it yields null. The last registered handler wins; the returned function unregisters it.
   */
  onUnauthorized(handler: UnauthorizedHandler): () => void;
}

export interface Toaster {
  info(message: string, durationMs?: number): void;
  success(message: string, durationMs?: number): void;
  error(message: string, durationMs?: number): void;
}

/** A question for `ctx.confirm`. */
export interface ConfirmOptions {
  /** The dialog's title (its accessible name). */
  title: string;
  /** The question's detail: a text, or content of its own (a checkbox for an extra choice...). */
  body?: ReactNode;
  /** Default: the frame's "OK". */
  confirmLabel?: string;
  /** Default: the frame's "Cancel". */
  cancelLabel?: string;
  /** A destructive action: a danger button, and the focus starts on Cancel. */
  danger?: boolean;
}

/** Observable UI settings of the frame (mobx): read in `observer` components. */
export interface UiSettingsStore {
  readonly settings: UiSettings;
  update(patch: Partial<UiSettings>): void;
}

/**
 * Who is signed in (mobx-observable). The frame keeps it; an auth plugin drives it through the
 * methods below, so no plugin imports frame files.
 */
export interface SessionView {
  readonly user: User | null;
  /** The access token sent as `xc-auth`; kept across reloads, null when signed out. */
  readonly token: string | null;
  /** `GET /auth/type` (000 s.3), once a plugin has read it. */
  readonly projectInfo: ProjectInfo | null;
  readonly ability: UiAbility;
  /** Preview-as (000 s.4): the one role an admin's checks use until reset; null when not previewing. */
  readonly previewAs: RoleName | null;
  /** Passes when a held role grants the permission (preview-as applied). */
  can(permission: string): boolean;
  /**
   * The roles `can` checks: the user's (with those of the project entered, `enterProject`) or a
   * shared base visit's, preview-as applied. Optional for contexts built before project roles.
   */
  readonly roles?: RoleMap;
  /**
   * Keeps `token`, reads `GET /user/me` with it and sets the user. Rejects, keeping nobody signed
   * in, when the call fails or the token names no user.
   */
  signIn(token: string): Promise<User>;
  /** Re-reads `GET /user/me` with the current token: the user, or null when it names nobody. Rejects on a failed call. */
  reloadUser(): Promise<User | null>;
  /** Forgets the user but keeps the token (session polling gave up on an unreachable server). */
  clearUser(): void;
  /** Forgets user, token and preview-as. The server-side sign-out call is the auth plugin's. */
  signOut(): void;
  setPreviewAs(role: RoleName | null): void;
  setProjectInfo(info: ProjectInfo | null): void;
  /** Keeps `GET /ui_ability` (000 s.3); optional for contexts built before it existed. */
  setAbility?(ability: UiAbility): void;
  /**
   * The project whose dashboard is open: its roles for the signed-in user (`/user/me?project_id`)
   * count in `can` beside the global ones until another project or null is entered. Optional for
   * contexts built before project roles.
   */
  enterProject?(projectId: string | null): Promise<void>;
  /**
   * A shared base visit (000 s.1, s.7): nobody signed in, the link sent as `xc-shared-base-id`,
   * its one project and the link's roles (which `can` then uses). Optional for contexts built
   * before shared bases.
   */
  readonly sharedBase?: SharedBaseVisit | null;
  /** Starts a visit through a shared base link (a sign-in or sign-out ends it); reads its roles from `/user/me`. */
  enterSharedBase?(link: { id: string; projectId: string; key?: string }): Promise<void>;
}

/** The shared base link a visitor opened: its id, its project and the roles it gives. */
export interface SharedBaseVisit {
  id: string;
  projectId: string;
  roles: RoleMap;
  /** The visit key `sharedBaseGet` answered for a link with a password (sent as `xc-shared-base-key`). */
  key?: string;
}

/** The route a screen was rendered for (see `useRoute`). */
export interface ScreenRoute {
  /** Path of the hash route, e.g. `/user/password/reset`. */
  readonly path: string;
  /** Query string of the hash route, with its '?', or ''. */
  readonly search: string;
  /** Parameters of the contributed route (`:token`...). */
  readonly params: Readonly<Record<string, string>>;
}

/**
 * The address and the route table, for code outside screens (mobx-observable: redirect rules in
 * reactions). Screens read their own route with `useRoute()`, which never shows them the route
 * they are leaving for.
 */
export interface RouteView {
  /** Path of the current hash route. */
  readonly path: string;
  /** Query string of the current hash route, with its '?', or ''. */
  readonly search: string;
  /** Does `path` match a route of the table (a contributed one, the index or an error page)? */
  exists(path: string): boolean;
  /**
   * May visitors who are not signed in see `path`: a route contributed with `public: true`, an
   * error page, or a path no route matches (the 404 page)?
   */
  isPublic(path: string): boolean;
}

export interface NotificationsView {
  readonly items: NotificationItem[];
  push(item: Omit<NotificationItem, 'time'>): void;
  clear(): void;
}

/** The subset of i18next the frame shares with plugins. */
export interface I18nView {
  readonly language: string;
  /** Locales the frame has message bundles for (what a language picker offers). */
  readonly languages: readonly string[];
  t(key: string, options?: Record<string, unknown>): string;
  changeLanguage(lng: string): Promise<unknown>;
  on(event: 'languageChanged', cb: (lng: string) => void): void;
  off(event: 'languageChanged', cb: (lng: string) => void): void;
}

/** Branding (000 s.3 plugin settings): the top bar's name and logo; null parts use the default. */
export interface BrandInfo {
  title: string | null;
  logoUrl: string | null;
}

export interface BrandView extends Readonly<BrandInfo> {
  /** Replaces the brand; `null` parts fall back to the frame's default name / mark. */
  set(brand: Partial<BrandInfo>): void;
}

/** Module keys of the saved client state (000 s.3), persisted in the browser unless embedded. */
export const SAVED_STATE_KEYS = [
  'users',
  'sqlClient',
  'apiClient',
  'panelSize',
  'windows',
  'graphqlClient',
  'apiClientSwagger',
  'app',
] as const;
export type SavedStateKey = (typeof SAVED_STATE_KEYS)[number];

/**
 * The saved client state (mobx-observable). Restored from local storage when the app loads;
 * with the `embed` query flag nothing is read or written. Wait for `restored` before using it
 * (see `waitForSavedState`: up to 5 s, checking every 100 ms, 000 s.4).
 */
export interface SavedStateView {
  readonly restored: boolean;
  /** False when the `embed` flag turned persistence off: values live for this page only. */
  readonly persistent: boolean;
  get<T>(key: SavedStateKey): T | undefined;
  set(key: SavedStateKey, value: unknown): void;
}

/** Progress of the frame (000 s.4): nested start/stop counters and transfer progress. */
export interface ProgressView {
  /** Busy while any counter or pending notification exists. */
  readonly busy: boolean;
  /** Browser online status, tracked from the window's online / offline events. */
  readonly online: boolean;
  start(): void;
  stop(): void;
  /** Upload / download progress: drives the loading bar (shown 3 s after the last report, 200 ms throttle). */
  transfer(loaded: number, total: number): void;
}

/** The contribution lists of a web part (everything but `activate` and `i18n`). */
export type ContributionKind = {
  [K in keyof WebPart]-?: NonNullable<WebPart[K]> extends readonly unknown[] ? K : never;
}[keyof WebPart];
/** One contribution, tagged with the plugin that made it (its i18n namespace). */
export type PluginContribution<K extends ContributionKind> = NonNullable<WebPart[K]>[number] & { readonly pluginId: string };

/** What a plugin's web part can use at run time. */
export interface WebContext {
  readonly api: ApiClient;
  readonly toast: Toaster;
  /**
   * Asks the user in the frame's one confirmation dialog: true when confirmed, false on Cancel,
   * Escape or the close button. Questions asked while one is open wait their turn.
   */
  confirm(options: ConfirmOptions): Promise<boolean>;
  readonly ui: UiSettingsStore;
  readonly session: SessionView;
  readonly route: RouteView;
  readonly notifications: NotificationsView;
  readonly i18n: I18nView;
  navigate(path: string): void;
  openSettings(panelId?: string): void;
  /**
   * Every active plugin's contributions of one kind, in plugin order (mobx-observable: follows
   * plugins enabled or disabled at run time). The dashboard reads `dashboardTabs` and `treeNodes`
   * through it; optional for contexts built before it existed.
   */
  contributions?<K extends ContributionKind>(kind: K): PluginContribution<K>[];
  /** The top bar's brand (a branding plugin sets it); optional for contexts built before it existed. */
  readonly brand?: BrandView;
  /** The plugin list, enable / disable, settings applied; optional for contexts built before it existed. */
  readonly plugins?: PluginsView;
  /** Saved client state (000 s.3); optional for contexts built before it existed. */
  readonly savedState?: SavedStateView;
  /** Progress bar and online status; optional for contexts built before it existed. */
  readonly progress?: ProgressView;
  /** localStorage namespaced by plugin id; values are JSON. */
  storage(pluginId: string): {
    get<T>(key: string): T | undefined;
    set(key: string, value: unknown): void;
    remove(key: string): void;
  };
}
