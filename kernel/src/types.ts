/** Where a plugin comes from: shipped in the repository, or installed at run time. */
export type PluginKind = 'built-in' | 'installed';

/** The manifest every plugin declares; the kernel orders and reports plugins by it. */
export interface PluginManifest {
  /** Lower-case id: letters, digits and dashes, e.g. `my-plugin`. */
  id: string;
  version: string;
  displayName: string;
  description?: string;
  /** Plugins that must be started before this one; a missing one fails this plugin. */
  dependsOn?: string[];
  /** Plugins started before this one when present; their absence is fine. */
  optionalDependsOn?: string[];
  kind?: PluginKind;
  /** The App Store's category (e.g. `Data`, `APIs`, `Views`, `Tools`); default `Other`. */
  category?: string;
  /** The App Store card's icon: an Octicon name (`paintbrush`) or an image URL path. */
  icon?: string;
  /**
   * Ids of the service tokens this plugin provides. Lets a host fail closed when a declared
   * provider is not running instead of silently falling back.
   */
  provides?: string[];
}

/**
 * Lifecycle states. `failed` carries an error; `disabled` was chosen by an operator;
 * `blocked` waits on a dependency that is disabled.
 */
export type PluginState = 'registered' | 'setup' | 'started' | 'stopped' | 'disabled' | 'blocked' | 'failed';

/** A typed key for a service one plugin provides and others consume. */
export interface ServiceToken<T> {
  readonly id: string;
  /** Multi tokens collect one value per providing plugin (e.g. one provider per kind of backend). */
  readonly multi: boolean;
  readonly description?: string;
  /** Type carrier only; never set at run time. */
  readonly __type?: T;
}

export type HookKind = 'sync' | 'syncWaterfall' | 'asyncSeries' | 'asyncParallel' | 'asyncSeriesWaterfall';

/**
 * A named extension point. Every hook takes one payload object; waterfall hooks return the
 * (possibly replaced) payload, the others return nothing.
 */
export interface HookPoint<P, K extends HookKind = HookKind> {
  readonly name: string;
  readonly kind: K;
  readonly description?: string;
  readonly __payload?: P;
}

export type TapFn<P, K extends HookKind> = K extends 'sync'
  ? (payload: P) => void
  : K extends 'syncWaterfall'
    ? (payload: P) => P
    : K extends 'asyncSeriesWaterfall'
      ? (payload: P) => P | Promise<P>
      : (payload: P) => void | Promise<void>;

export type Disposer = () => void | Promise<void>;

export interface Logger {
  debug(msg: string, extra?: unknown): void;
  info(msg: string, extra?: unknown): void;
  warn(msg: string, extra?: unknown): void;
  error(msg: string, extra?: unknown): void;
}

/** Where the enabled / disabled choice of each plugin is persisted (the host's meta store). */
export interface PluginStateStore {
  load(): Promise<Record<string, { enabled: boolean }>>;
  save(id: string, enabled: boolean): Promise<void>;
  /** Drops what is kept of a plugin that was uninstalled. */
  forget?(id: string): Promise<void>;
}
