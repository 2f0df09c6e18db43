import type { HealthResponse } from '@plinth/sdk';
import type { ApiClient, WebContext } from '@plinth/sdk/web';
import type { i18n as I18n } from 'i18next';
import { action, computed, makeObservable, observable, reaction } from 'mobx';
import { createApiClient } from '../context/apiClient.js';
import { createWebContext } from '../context/webContext.js';
import { addPluginBundles, createI18n, createI18nView } from '../i18n/i18n.js';
import { NotificationsState } from './NotificationsState.js';
import { browserStorage, clearFrameState } from './persist.js';
import { PluginState, type WebPluginModule } from './PluginState.js';
import { ProgressState } from './ProgressState.js';
import { RouteState } from './RouteState.js';
import { SessionState } from './SessionState.js';
import { SettingsDialogState } from './SettingsDialogState.js';
import { ToastState } from './ToastState.js';
import { UiSettingsState } from './UiSettingsState.js';

export interface RootStoreOptions {
  /** The bundled web parts (`virtual:plinth-web-plugins`). */
  webPlugins: readonly WebPluginModule[];
  /** Where state persists; default localStorage, `null` keeps everything in memory. */
  storage?: Storage | null;
  fetch?: typeof fetch;
  /** API origin; default the page's own. */
  baseUrl?: string;
}

/** The signed-in user (000 s.7); whoever serves accounts answers it. */
const USER_ME_PATH = '/user/me';

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** The frame's state, and the WebContext plugins receive (built from the same stores). */
export class RootStore {
  readonly storage: Storage | null;
  readonly toasts = new ToastState();
  readonly progress = new ProgressState();
  readonly settingsDialog = new SettingsDialogState();
  readonly ui: UiSettingsState;
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
    this.ui = new UiSettingsState(this.storage);
    // The session reads /user/me through the client, which reads the session's token: the
    // closure defers the lookup until both exist.
    this.session = new SessionState(this.storage, () => this.api.get<unknown>(USER_ME_PATH));
    this.notifications = new NotificationsState(this.toasts);
    this.i18n = createI18n(this.ui.settings.language);
    this.api = createApiClient({
      baseUrl: options.baseUrl,
      getToken: () => this.session.token,
      getPreviewAs: () => this.session.previewAs,
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
      ui: this.ui,
      session: this.session,
      route: this.route,
      notifications: this.notifications,
      i18n: createI18nView(this.i18n),
      navigate: (path) => this.navigate(path),
      openSettings: (panelId) => this.settingsDialog.show(panelId),
      // Read lazily: the plugin state is created below.
      contributions: (kind) => this.plugins.contributions(kind),
      storage: this.storage,
    });
    this.plugins = new PluginState(options.webPlugins, {
      ctx: this.ctx,
      onActivateError: (id, err) => {
        console.error(`[plinth] activating plugin '${id}' failed`, err);
        this.toasts.error(this.i18n.t('plugins.activateFailed', { id, msg: messageOf(err) }));
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
      () => this.ui.dispose(),
      () => this.session.dispose(),
      () => this.toasts.dispose(),
      () => this.plugins.dispose(),
    );
  }

  /** Spec 000 s.4: busy while any started task runs or any notification is pending. */
  get busy(): boolean {
    return this.progress.active || this.notifications.hasPending;
  }

  /** Reads what the frame needs from the server: the plugin list (activating web parts) and the version. */
  async start(): Promise<void> {
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
