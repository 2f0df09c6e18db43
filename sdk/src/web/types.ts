import type { ComponentType, ReactNode } from 'react';
import type {
  NotificationItem,
  ProjectInfo,
  RpcRequestBody,
  UiAbility,
  UiSettings,
  User,
} from '../entities.js';

/**
 * A code-split component: `lazyComponent(() => import('./Panel'))`. A tagged object rather than a
 * bare loader function, because a loader and a function component cannot be told apart at run time.
 */
export interface LazyLoader<P = object> {
  readonly lazy: () => Promise<{ default: ComponentType<P> }>;
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

export interface DashboardTabType {
  /** Tab type key, e.g. `terminal`, `apiClient`, `roles`. */
  type: string;
  title: string;
  component: LazyComponent<{ tab: { key: string; name: string; params?: Record<string, string> } }>;
  /** Opens only once (most tool tabs of the spec do). */
  singleton?: boolean;
  permission?: string;
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

/** Message bundles per locale; stored in the plugin's i18n namespace (its id). */
export type I18nBundles = Partial<Record<string, Record<string, string>>>;

/** The web half of a plugin. */
export interface WebPart {
  routes?: RouteContribution[];
  layouts?: LayoutContribution[];
  dashboardTabs?: DashboardTabType[];
  treeNodes?: TreeNodeKind[];
  topBarItems?: TopBarItem[];
  userMenuItems?: UserMenuItem[];
  settingsPanels?: SettingsPanel[];
  shortcuts?: ShortcutContribution[];
  i18n?: I18nBundles;
  /** Runs when the plugin's web part becomes active; the returned function runs when it is hidden. */
  activate?(ctx: WebContext): void | (() => void);
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

export interface ApiClient {
  get<T>(path: string, init?: RequestInit): Promise<T>;
  post<T>(path: string, body?: unknown, init?: RequestInit): Promise<T>;
  put<T>(path: string, body?: unknown, init?: RequestInit): Promise<T>;
  delete<T>(path: string, init?: RequestInit): Promise<T>;
  /** `POST /dashboard?q=sqlOp_{operation}` with the spec's body. */
  rpc<T>(operation: string, body?: RpcRequestBody, options?: { plus?: boolean }): Promise<T>;
}

export interface Toaster {
  info(message: string, durationMs?: number): void;
  success(message: string, durationMs?: number): void;
  error(message: string, durationMs?: number): void;
}

/** Observable UI settings of the frame (mobx): read in `observer` components. */
export interface UiSettingsStore {
  readonly settings: UiSettings;
  update(patch: Partial<UiSettings>): void;
}

export interface SessionView {
  readonly user: User | null;
  readonly projectInfo: ProjectInfo | null;
  readonly ability: UiAbility;
  /** Passes when a held role grants the permission (preview-as applied). */
  can(permission: string): boolean;
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

/** What a plugin's web part can use at run time. */
export interface WebContext {
  readonly api: ApiClient;
  readonly toast: Toaster;
  readonly ui: UiSettingsStore;
  readonly session: SessionView;
  readonly notifications: NotificationsView;
  readonly i18n: I18nView;
  navigate(path: string): void;
  openSettings(panelId?: string): void;
  /** localStorage namespaced by plugin id; values are JSON. */
  storage(pluginId: string): {
    get<T>(key: string): T | undefined;
    set(key: string, value: unknown): void;
    remove(key: string): void;
  };
}
