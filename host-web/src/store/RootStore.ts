import type { HealthResponse } from '@plinth/sdk';
import { ConfirmQueue, preloadComponent, type ApiClient, type PluginsView, type ProgressView, type WebContext } from '@plinth/sdk/web';
import type { i18n as I18n } from 'i18next';
import { action, computed, makeObservable, observable, reaction } from 'mobx';
import { matchRoutes } from 'react-router-dom';
import { ERROR_REPORT_URL, RELEASE_FEED_URL } from '../config.js';
import { createApiClient } from '../context/apiClient.js';
import { createWebContext } from '../context/webContext.js';
import { addPluginBundles, createI18n, createI18nView } from '../i18n/i18n.js';
import { BrandState } from './BrandState.js';
import { NotificationsState } from './NotificationsState.js';
import { browserStorage, clearFrameState } from './persist.js';
import { PluginState, type WebPluginModule } from './PluginState.js';
import { ProgressState } from './ProgressState.js';
import { ReleaseState } from './ReleaseState.js';
import { RouteState } from './RouteState.js';
import { isEmbedded, SavedState } from './SavedState.js';
import { SessionState } from './SessionState.js';
import { SettingsDialogState } from './SettingsDialogState.js';
import { TelemetryState } from './TelemetryState.js';
import { ToastState } from './ToastState.js';
import { UiSettingsState } from './UiSettingsState.js';
import { followUserLanguage, USER_ME_PATH } from './userLanguage.js';

export interface RootStoreOptions {
  /** The bundled web parts (`virtual:plinth-web-plugins`). */
  webPlugins: readonly WebPluginModule[];
  /** Where state persists; default localStorage, `null` keeps everything in memory. */
  storage?: Storage | null;
  fetch?: typeof fetch;
  /** API origin; default the page's own. */
  baseUrl?: string;
  /** The `embed` flag (000 s.2): no state persistence; default read from the address. */
  embedded?: boolean;
  /** The release feed used until one is configured; default the build-time setting. */
  releaseFeedUrl?: string;
}

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** The frame's state, and the WebContext plugins receive (built from the same stores). */
/** How often an open page re-reads the plugin list (plugins installed or switched elsewhere). */
const PLUGIN_LIST_REFRESH_MS = 60_000;

export class RootStore {
  readonly storage: Storage | null;
  readonly toasts = new ToastState();
  /** `ctx.confirm`'s questions, shown one at a time by the frame's ConfirmHost. */
  readonly confirms = new ConfirmQueue();
  readonly progress = new ProgressState();
  readonly settingsDialog = new SettingsDialogState();
  readonly brand = new BrandState();
  /** False under the `embed` flag: UI settings and saved state are not read or written. */
  readonly persistent: boolean;
  readonly ui: UiSettingsState;
  readonly savedState: SavedState;
  readonly telemetry: TelemetryState;
  readonly release: ReleaseState;
  readonly session: SessionState;
  readonly route: RouteState;
  readonly notifications: NotificationsState;
  readonly i18n: I18n;
  readonly api: ApiClient;
  readonly ctx: WebContext;
  readonly plugins: PluginState;
  /** Server version from `/api/health`; null until known. */
  version: string | null = null;
  /** The router's navigate, registered by the mounted router (see NavigatorBridge). */
  private navigator: ((path: string) => void) | null = null;
  private readonly disposers: (() => void)[] = [];

  constructor(options: RootStoreOptions) {
    this.storage = options.storage === undefined ? browserStorage() : options.storage;
    this.persistent = !(options.embedded ?? isEmbedded());
    const persisted = this.persistent ? this.storage : null;
    this.ui = new UiSettingsState(persisted);
    this.savedState = new SavedState(this.storage, this.persistent);
    this.telemetry = new TelemetryState(persisted);
    this.release = new ReleaseState({
      storage: persisted,
      defaultFeedUrl: options.releaseFeedUrl ?? RELEASE_FEED_URL,
      enabled: () => this.ui.settings.checkForUpdate,
      currentVersion: () => this.version,
      fetch: options.fetch,
      // Without a feed: the server's xcRelease, for a signed-in user (the operation needs one).
      server: { ready: () => Boolean(this.session?.user), latest: () => this.api.rpc('xcRelease') },
    });
    // The session reads /user/me through the client, which reads the session's token: the
    // closure defers the lookup until both exist.
    this.session = new SessionState(this.storage, (projectId) =>
      this.api.get<unknown>(projectId ? `${USER_ME_PATH}?project_id=${encodeURIComponent(projectId)}` : USER_ME_PATH),
    );
    this.notifications = new NotificationsState(this.toasts);
    this.i18n = createI18n(this.ui.settings.language);
    this.api = createApiClient({
      baseUrl: options.baseUrl,
      getToken: () => this.session.token,
      getSharedBase: () => this.session.sharedBase ?? null,
      getPreviewAs: () => this.session.previewAs,
      getLanguage: () => this.ui.settings.language,
      onToken: (token) => this.session.setToken(token),
      onSignOut: () => this.session.signOut(),
      track: this.progress.track,
      fetch: options.fetch,
    });
    // Read lazily: the plugin state (and its route contributions) is created below.
    this.route = new RouteState(() => this.plugins.contributions('routes'));
    this.ctx = createWebContext({
      api: this.api,
      toast: this.toasts,
      confirm: this.confirms.ask,
      ui: this.ui,
      session: this.session,
      route: this.route,
      notifications: this.notifications,
      i18n: createI18nView(this.i18n),
      navigate: (path) => this.navigate(path),
      openSettings: (panelId) => this.settingsDialog.show(panelId),
      brand: this.brand,
      savedState: this.savedState,
      progress: this.progressView(),
      // Read lazily: the plugin state is created below.
      contributions: (kind) => this.plugins.contributions(kind),
      plugins: this.pluginsView(),
      storage: this.storage,
    });
    this.plugins = new PluginState(options.webPlugins, {
      ctx: this.ctx,
      onActivateError: (id, err) => {
        console.error(`[plinth] activating plugin '${id}' failed`, err);
        this.toasts.error(this.i18n.t('plugins.activateFailed', { id, msg: messageOf(err) }));
      },
      onInstalledModule: (m) => {
        const bundles = m.definition.web?.i18n;
        if (bundles) addPluginBundles(this.i18n, m.id, bundles);
      },
    });
    // Bundles of every bundled plugin are loaded up front: they are inert until the plugin renders.
    for (const m of this.plugins.modules) {
      const bundles = m.definition.web?.i18n;
      if (bundles) addPluginBundles(this.i18n, m.id, bundles);
    }
    makeObservable<RootStore, 'setVersion'>(this, { version: observable, busy: computed, setVersion: action });
    this.disposers.push(
      reaction(
        () => this.ui.settings.language,
        (lng) => void this.i18n.changeLanguage(lng),
      ),
      followUserLanguage({ ui: this.ui, user: () => this.session.user, api: this.api }),
      () => this.ui.dispose(),
      () => this.telemetry.dispose(),
      () => this.release.dispose(),
      () => this.progress.dispose(),
      () => this.session.dispose(),
      () => this.toasts.dispose(),
      () => this.confirms.dispose(),
      () => this.plugins.dispose(),
    );
  }

  /** Spec 000 s.4: busy while any started task runs or any notification is pending. */
  get busy(): boolean {
    return this.progress.active || this.notifications.hasPending;
  }

  /** Reads what the frame needs from the server: the plugin list (activating web parts) and the version. */
  async start(): Promise<void> {
    this.savedState.restore();
    this.preloadScreen(this.route.path);
    this.release.start();
    this.reportErrors();
    this.followPluginChanges();
    await Promise.all([
      this.plugins.refresh().catch((err: unknown) => {
        this.toasts.error(this.i18n.t('plugins.loadFailed', { msg: messageOf(err) }));
      }),
      this.api.get<HealthResponse>('/api/health').then(
        (health) => this.setVersion(health.version),
        // The version just stays unknown; an unreachable server is reported by the plugin list.
        () => undefined,
      ),
    ]);
  }

  /**
   * Starts loading the code-split screen of the route at `path` while the plugin list and the
   * session load, so it is there when the route renders (no Suspense fallback, and so no delay of
   * up to 300 ms that React puts before showing what replaced a fallback). Every bundled plugin's
   * routes are looked at: the plugin list is not known yet, and loading the code of a plugin that
   * turns out inactive only loads code.
   */
  private preloadScreen(path: string): void {
    const routes = this.plugins.modules.flatMap((m) => m.definition.web?.routes ?? []);
    const match = matchRoutes(
      routes.map((route) => ({ path: route.path, contribution: route })),
      path,
    )?.[0];
    preloadComponent(match?.route.contribution.component);
  }

  /** The plugin list as plugins see it (the App Store); reads the plugin state, created after the context. */
  private pluginsView(): PluginsView {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the getters below read the store live
    const root = this;
    return {
      get list() {
        return root.plugins.list;
      },
      get loadErrors() {
        return root.plugins.loadErrors;
      },
      refresh: () => root.plugins.refresh(),
      setEnabled: (id, enabled) => root.plugins.setEnabled(id, enabled),
      settingsSaved: (id, settings) => root.plugins.settingsSaved(id, settings),
    };
  }

  /** The progress bar and online status, as plugins see them. */
  private progressView(): ProgressView {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the getters below read the store live
    const root = this;
    return {
      get busy() {
        return root.busy;
      },
      get online() {
        return root.progress.online;
      },
      start: () => this.progress.start(),
      stop: () => this.progress.stop(),
      transfer: (loaded, total) => this.progress.transfer(loaded, total),
    };
  }

  /**
   * Plugins installed, uninstalled, enabled or disabled elsewhere (another admin, another tab)
   * reach this page when it comes back into view and once a minute: the list is re-read, and
   * web halves load or go without a reload.
   */
  private followPluginChanges(): void {
    if (typeof window === 'undefined') return;
    const reread = () => {
      if (document.visibilityState === 'visible') this.plugins.refresh().catch(() => undefined);
    };
    const timer = setInterval(reread, PLUGIN_LIST_REFRESH_MS);
    window.addEventListener('focus', reread);
    document.addEventListener('visibilitychange', reread);
    this.disposers.push(() => {
      clearInterval(timer);
      window.removeEventListener('focus', reread);
      document.removeEventListener('visibilitychange', reread);
    });
  }

  /**
   * While error reporting is on and an address is configured (build time), uncaught errors are
   * posted there. Without an address nothing is ever sent (000 s.5 switches only record consent).
   */
  private reportErrors(): void {
    if (!ERROR_REPORT_URL || typeof window === 'undefined') return;
    const report = (message: string) => {
      if (!this.telemetry.errorReporting) return;
      const body = JSON.stringify({ message, version: this.version, path: this.route.path, time: Date.now() });
      navigator.sendBeacon?.(ERROR_REPORT_URL, new Blob([body], { type: 'application/json' }));
    };
    const onError = (event: ErrorEvent) => report(event.message);
    const onRejection = (event: PromiseRejectionEvent) => report(messageOf(event.reason));
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    this.disposers.push(() => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    });
  }

  setNavigator(navigator: ((path: string) => void) | null): void {
    this.navigator = navigator;
  }

  navigate(path: string): void {
    if (this.navigator) this.navigator(path);
    else window.location.hash = `#${path}`;
  }

  /** "Application refresh" (Version & Updates): forget every locally saved state, then reload. */
  refreshApplication(): void {
    this.dispose();
    clearFrameState(this.storage);
    window.location.reload();
  }

  private setVersion(version: string): void {
    this.version = version;
  }

  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
  }
}
