import type { PluginDefinition, PluginListItem } from '@plinth/sdk';
import type { PluginsView, WebContext, WebPart } from '@plinth/sdk/web';
import { action, computed, makeObservable, observable } from 'mobx';
import { loadInstalledWebModule } from './installedModules.js';

/** One entry of `virtual:plinth-web-plugins`: a plugin folder's web entry. */
export interface WebPluginModule {
  id: string;
  definition: PluginDefinition;
}

/** The contribution lists of a web part (everything but `activate` and `i18n`). */
export type ContributionKey = {
  [K in keyof WebPart]-?: NonNullable<WebPart[K]> extends readonly unknown[] ? K : never;
}[keyof WebPart];
export type ContributionOf<K extends ContributionKey> = NonNullable<WebPart[K]>[number];
/** A contribution tagged with the plugin that made it (for its i18n namespace and error messages). */
export type Contributed<T> = T & { readonly pluginId: string };

export interface PluginStateDeps {
  ctx: WebContext;
  onActivateError(pluginId: string, error: unknown): void;
  /** An installed plugin's web half was loaded (its i18n bundles go to the frame). */
  onInstalledModule?(module: WebPluginModule): void;
  /** Imports an installed plugin's web module (tests replace it). */
  importModule?(url: string): Promise<unknown>;
}

const PLUGINS_PATH = '/api/v1/plugins';

/**
 * Which bundled web parts are live. The server's plugin list decides: a web part is active only
 * while its plugin reports `started`, so disabling or a failed start hides its contributions.
 */
export class PluginState implements PluginsView {
  /** The server's answer to `GET /api/v1/plugins`. */
  list: PluginListItem[] = [];
  status: 'loading' | 'ready' | 'error' = 'loading';
  error: string | null = null;
  /** Web parts whose `activate` threw: hidden like a failed server start. */
  readonly failed = observable.set<string>();
  /** Deactivation functions of the activated web parts, by plugin id. */
  private readonly activated = new Map<string, (() => void) | undefined>();

  /** The bundled web parts (built-in plugins). */
  readonly bundled: readonly WebPluginModule[];
  /** Web halves of installed plugins, loaded at run time, by plugin id. */
  private readonly installed = observable.map<string, WebPluginModule & { url: string }>([], { deep: false });
  readonly loadErrors = observable.map<string, string>();

  constructor(
    modules: readonly WebPluginModule[],
    private readonly deps: PluginStateDeps,
  ) {
    // The server matches plugins by manifest id; a folder whose entry declares another id would
    // never be recognised, so say so instead of hiding it silently.
    this.bundled = modules.filter((m) => {
      if (m.definition.manifest.id === m.id) return true;
      console.error(`[plinth] plugins/${m.id}/web declares id '${m.definition.manifest.id}'; skipped`);
      return false;
    });
    makeObservable<PluginState, 'setList' | 'setError' | 'markFailed' | 'clearFailed' | 'setInstalled'>(this, {
      list: observable.ref,
      status: observable,
      error: observable,
      modules: computed,
      startedIds: computed,
      active: computed,
      setList: action,
      setError: action,
      markFailed: action,
      clearFailed: action,
      setInstalled: action,
    });
  }

  /** Bundled web parts, then installed ones. */
  get modules(): readonly WebPluginModule[] {
    return [...this.bundled, ...this.installed.values()];
  }

  /** Ids of the plugins the server reports as running. */
  get startedIds(): ReadonlySet<string> {
    return new Set(this.list.filter((item) => item.state === 'started').map((item) => item.id));
  }

  /** Active web parts, in the order of the built-in list. */
  get active(): WebPluginModule[] {
    return this.modules.filter((m) => m.definition.web && this.startedIds.has(m.id) && !this.failed.has(m.id));
  }

  /** Every active plugin's contributions of one kind, sorted by `order` when the kind has one. */
  contributions<K extends ContributionKey>(key: K): Contributed<ContributionOf<K>>[] {
    const items = this.active.flatMap((m) =>
      ((m.definition.web?.[key] ?? []) as readonly ContributionOf<K>[]).map((item) => ({ ...item, pluginId: m.id })),
    );
    const orderOf = (item: object): number => ('order' in item && typeof item.order === 'number' ? item.order : 0);
    // Array.prototype.sort is stable: equal orders keep the plugin list order.
    return items.sort((a, b) => orderOf(a) - orderOf(b));
  }

  async refresh(): Promise<void> {
    try {
      const list = await this.deps.ctx.api.get<unknown>(PLUGINS_PATH);
      if (!Array.isArray(list)) throw new Error(`${PLUGINS_PATH} did not answer a list`);
      await this.loadInstalled(list as PluginListItem[]);
      this.setList(list as PluginListItem[]);
    } catch (err) {
      this.setError(err instanceof Error ? err.message : String(err));
      throw err;
    } finally {
      this.sync();
    }
  }

  /** Enables or disables a plugin on the server, then re-reads the list so the web side follows. */
  async setEnabled(id: string, enabled: boolean): Promise<void> {
    await this.deps.ctx.api.post(`${PLUGINS_PATH}/${encodeURIComponent(id)}/${enabled ? 'enable' : 'disable'}`);
    await this.refresh();
  }

  settingsSaved(id: string, settings: Record<string, unknown>): void {
    const module = this.active.find((m) => m.id === id);
    try {
      module?.definition.web?.onSettingsSaved?.(this.deps.ctx, settings);
    } catch (err) {
      console.error(`[plinth] plugin '${id}' could not apply its saved settings`, err);
    }
  }

  /**
   * Loads the web halves of installed plugins the list names (a new install, or a new version)
   * and forgets those it no longer names; one that fails to load is reported in `loadErrors`.
   */
  private async loadInstalled(list: PluginListItem[]): Promise<void> {
    const wanted = new Map(list.filter((item) => item.webModule).map((item) => [item.id, item.webModule!]));
    const loads = [...wanted].map(async ([id, url]) => {
      if (this.installed.get(id)?.url === url) return;
      try {
        const definition = await loadInstalledWebModule(url, id, this.deps.importModule);
        this.setInstalled(id, { id, definition, url });
        this.deps.onInstalledModule?.({ id, definition });
      } catch (err) {
        this.setInstalled(id, undefined, err instanceof Error ? err.message : String(err));
      }
    });
    await Promise.all(loads);
    for (const id of [...this.installed.keys()]) if (!wanted.has(id)) this.setInstalled(id, undefined);
  }

  private setInstalled(id: string, module: (WebPluginModule & { url: string }) | undefined, error?: string): void {
    if (module) this.installed.set(id, module);
    else this.installed.delete(id);
    if (error) this.loadErrors.set(id, error);
    else this.loadErrors.delete(id);
  }

  /** Runs `activate` for newly active web parts and the returned cleanup for ones that went away. */
  private sync(): void {
    // A failed web part gets another chance once its plugin has been stopped and started again.
    for (const id of [...this.failed]) if (!this.startedIds.has(id)) this.clearFailed(id);
    const active = new Set(this.active.map((m) => m.id));
    for (const [id, deactivate] of [...this.activated]) {
      if (active.has(id)) continue;
      this.activated.delete(id);
      try {
        deactivate?.();
      } catch (err) {
        console.error(`[plinth] deactivating plugin '${id}' failed`, err);
      }
    }
    for (const m of this.active) {
      if (this.activated.has(m.id)) continue;
      try {
        const deactivate = m.definition.web?.activate?.(this.deps.ctx);
        this.activated.set(m.id, deactivate ?? undefined);
      } catch (err) {
        this.markFailed(m.id);
        this.deps.onActivateError(m.id, err);
      }
    }
  }

  private setList(list: PluginListItem[]): void {
    // An unchanged answer (the periodic re-read) keeps the same list, so no contribution and no
    // contributed route is rebuilt and no open screen is mounted again.
    if (this.status !== 'ready' || JSON.stringify(list) !== JSON.stringify(this.list)) this.list = list;
    this.status = 'ready';
    this.error = null;
  }

  private setError(message: string): void {
    this.status = 'error';
    this.error = message;
  }

  private markFailed(id: string): void {
    this.failed.add(id);
  }

  private clearFailed(id: string): void {
    this.failed.delete(id);
  }

  dispose(): void {
    for (const [id, deactivate] of this.activated) {
      try {
        deactivate?.();
      } catch (err) {
        console.error(`[plinth] deactivating plugin '${id}' failed`, err);
      }
    }
    this.activated.clear();
  }
}
