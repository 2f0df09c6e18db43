import 'reflect-metadata';
import type { DependencyContainer } from 'tsyringe';
import { KernelError, errorMessage } from './errors.js';
import { HookRegistry } from './hooks.js';
import { orderPlugins } from './order.js';
import { ServiceRegistry } from './services.js';
import type { Disposer, HookKind, HookPoint, Logger, PluginManifest, PluginState, PluginStateStore, ServiceToken, TapFn } from './types.js';

import { PLUGIN_ID_PATTERN as ID_PATTERN } from './contracts.js';

/** What the kernel hands a plugin for one activation; disposed when the plugin stops. */
export interface PluginScope {
  readonly pluginId: string;
  readonly manifest: PluginManifest;
  /** Child of the root container: registrations here are private to the plugin. */
  readonly container: DependencyContainer;
  readonly log: Logger;
  readonly hooks: {
    declare(point: HookPoint<unknown>): void;
    tap<P, K extends HookKind>(point: HookPoint<P, K>, fn: TapFn<P, K>, options?: { stage?: number }): void;
    call: HookRegistry['call'];
    promise: HookRegistry['promise'];
  };
  readonly services: {
    provide<T>(token: ServiceToken<T>, value: T): void;
    get<T>(token: ServiceToken<T>): T;
    getOptional<T>(token: ServiceToken<T>): T | undefined;
    getAll<T>(token: ServiceToken<T>): T[];
  };
  /** Runs when the plugin is stopped or disabled, last registered first. */
  onDispose(fn: Disposer): void;
}

/** A plugin as the kernel sees it: a manifest and lifecycle steps over a host-made context. */
export interface KernelPlugin<Ctx> {
  manifest: PluginManifest;
  register?(ctx: Ctx): void | Promise<void>;
  setup?(ctx: Ctx): void | Promise<void>;
  start?(ctx: Ctx): void | Promise<void>;
  stop?(ctx: Ctx): void | Promise<void>;
}

export interface PluginStatus {
  manifest: PluginManifest;
  state: PluginState;
  enabled: boolean;
  error?: string;
}

export interface KernelOptions<Ctx> {
  /** Builds the context a plugin's lifecycle steps receive, from its kernel scope. */
  createContext(scope: PluginScope): Ctx;
  stateStore?: PluginStateStore;
  logger?: Logger;
  container?: DependencyContainer;
}

interface Entry<Ctx> {
  plugin: KernelPlugin<Ctx>;
  state: PluginState;
  enabled: boolean;
  error?: string;
  active?: { scope: PluginScope; ctx: Ctx; disposers: Disposer[] };
}

const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

export class Kernel<Ctx = PluginScope> {
  readonly hooks = new HookRegistry();
  readonly services: ServiceRegistry;
  /** Problems that concern no single loaded plugin, such as a duplicate id. */
  readonly problems: string[] = [];
  private readonly entries = new Map<string, Entry<Ctx>>();
  private order: string[] = [];
  private readonly log: Logger;
  /** enable / disable / shutdown run one at a time. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    plugins: KernelPlugin<Ctx>[],
    private readonly options: KernelOptions<Ctx>,
  ) {
    this.log = options.logger ?? silentLogger;
    this.services = new ServiceRegistry(options.container);
    for (const plugin of plugins) this.add(plugin);
  }

  private add(plugin: KernelPlugin<Ctx>) {
    const problem = this.admissionProblem(plugin);
    if (problem) {
      this.problems.push(problem);
      this.log.error(problem);
      return;
    }
    this.entries.set(plugin.manifest.id, { plugin, state: 'registered', enabled: true });
  }

  private admissionProblem(plugin: KernelPlugin<Ctx>): string | undefined {
    const id = plugin.manifest?.id;
    if (typeof id !== 'string' || !ID_PATTERN.test(id))
      return `Invalid plugin id '${String(id)}': use lower-case letters, digits and dashes`;
    if (this.entries.has(id)) return `Duplicate plugin id '${id}': the later definition was ignored`;
    return undefined;
  }

  /**
   * Adds a plugin to the running kernel and starts it (a plugin installed at run time). Refuses
   * (KernelError, nothing kept) an invalid or taken id, a dependency that is not running, and a
   * plugin that fails to start: what it had registered is undone.
   */
  install(plugin: KernelPlugin<Ctx>): Promise<PluginStatus> {
    return this.serial(async () => {
      const id = plugin.manifest?.id;
      if (this.entries.has(id)) throw new KernelError(`A plugin with id '${id}' is already there`, 'PLUGIN_ID_TAKEN');
      const problem = this.admissionProblem(plugin);
      if (problem) throw new KernelError(problem, 'INVALID_PLUGIN');
      const missing = (plugin.manifest.dependsOn ?? []).find((dep) => this.entries.get(dep)?.state !== 'started');
      if (missing) throw new KernelError(`Plugin '${id}' needs plugin '${missing}', which is not running`, 'DEPENDENCY_NOT_RUNNING');
      this.entries.set(id, { plugin, state: 'registered', enabled: true });
      this.order.push(id);
      await this.options.stateStore?.save(id, true);
      for (const phase of ['register', 'setup', 'start'] as const) await this.runPhase(id, phase);
      const status = this.status(id)!;
      if (status.state !== 'started') {
        await this.forget(id);
        throw new KernelError(`Plugin '${id}' could not start: ${status.error ?? status.state}`, 'PLUGIN_START_FAILED');
      }
      this.log.info(`Plugin '${id}' installed`);
      return status;
    });
  }

  /** Stops a plugin and removes it from the kernel; refused while a running plugin needs it. */
  uninstall(id: string): Promise<void> {
    return this.serial(async () => {
      this.require(id);
      const needing = this.dependantsOf(id).filter((d) => this.entries.get(d)!.state === 'started');
      if (needing.length) throw new KernelError(`Plugin '${id}' is needed by ${needing.map((d) => `'${d}'`).join(', ')}`, 'PLUGIN_NEEDED');
      await this.forget(id);
      this.log.info(`Plugin '${id}' uninstalled`);
    });
  }

  private async forget(id: string) {
    await this.stopOne(id, 'stopped');
    this.entries.delete(id);
    this.order = this.order.filter((o) => o !== id);
    await this.options.stateStore?.forget?.(id);
  }

  list(): PluginStatus[] {
    return this.order.length ? this.order.map((id) => this.status(id)!) : [...this.entries.keys()].map((id) => this.status(id)!);
  }

  status(id: string): PluginStatus | undefined {
    const e = this.entries.get(id);
    if (!e) return undefined;
    return { manifest: e.plugin.manifest, state: e.state, enabled: e.enabled, error: e.error };
  }

  /** The context a running plugin's lifecycle steps received (for host-run plugin callbacks). */
  contextOf(id: string): Ctx | undefined {
    const e = this.entries.get(id);
    return e?.state === 'started' ? e.active?.ctx : undefined;
  }

  /** Orders plugins, then runs register, setup and start over all of them. */
  async boot(): Promise<void> {
    const persisted = (await this.options.stateStore?.load()) ?? {};
    const { order, invalid } = orderPlugins([...this.entries.values()].map((e) => e.plugin.manifest));
    this.order = order;
    for (const id of order) {
      const entry = this.entries.get(id)!;
      entry.enabled = persisted[id]?.enabled ?? true;
      if (invalid.has(id)) this.fail(id, invalid.get(id)!);
      else if (!entry.enabled) entry.state = 'disabled';
    }
    for (const phase of ['register', 'setup', 'start'] as const) {
      for (const id of order) await this.runPhase(id, phase);
    }
    const started = order.filter((id) => this.entries.get(id)!.state === 'started').length;
    this.log.info(`Kernel started ${started} of ${order.length} plugins`);
  }

  private fail(id: string, error: string) {
    const entry = this.entries.get(id)!;
    entry.state = 'failed';
    entry.error = error;
    this.log.error(`Plugin '${id}' failed: ${error}`);
  }

  /** Why a plugin cannot run its next phase because of its dependencies, if it cannot. */
  private blockedBy(id: string, need: PluginState[]): { state: 'failed' | 'blocked'; why: string } | undefined {
    for (const dep of this.entries.get(id)!.plugin.manifest.dependsOn ?? []) {
      const d = this.entries.get(dep)!;
      if (need.includes(d.state)) continue;
      if (d.state === 'failed') return { state: 'failed', why: `Dependency '${dep}' failed` };
      return { state: 'blocked', why: `Dependency '${dep}' is ${d.state}` };
    }
    return undefined;
  }

  private async runPhase(id: string, phase: 'register' | 'setup' | 'start') {
    const entry = this.entries.get(id)!;
    const expected = { register: 'registered', setup: 'registered', start: 'setup' }[phase];
    if (entry.state !== expected) return;
    const need: PluginState[] = phase === 'start' ? ['started'] : ['registered', 'setup', 'started'];
    const blocked = this.blockedBy(id, need);
    if (blocked) {
      await this.deactivate(id);
      if (blocked.state === 'failed') this.fail(id, blocked.why);
      else {
        entry.state = 'blocked';
        entry.error = blocked.why;
      }
      return;
    }
    try {
      if (phase === 'register') {
        entry.error = undefined;
        this.activate(id);
      }
      const step = entry.plugin[phase];
      if (step) await step.call(entry.plugin, entry.active!.ctx);
      if (phase === 'setup') this.checkProvided(id);
      entry.state = phase === 'register' ? 'registered' : phase === 'setup' ? 'setup' : 'started';
    } catch (err) {
      this.log.error(`Plugin '${id}' threw in ${phase}`, err);
      if (phase === 'start') await this.callStop(id);
      await this.deactivate(id);
      this.fail(id, `${phase} failed: ${errorMessage(err)}`);
    }
  }

  /**
   * A plugin that declares a service in its manifest must have provided it by the end of setup:
   * consumers rely on the declaration (fail closed), so a missing one fails the plugin.
   */
  private checkProvided(id: string) {
    const missing = (this.entries.get(id)!.plugin.manifest.provides ?? []).filter((token) => !this.services.isProvidedBy(token, id));
    if (missing.length)
      throw new KernelError(`declares but did not provide ${missing.map((t) => `'${t}'`).join(', ')}`, 'SERVICE_NOT_PROVIDED');
  }

  /** Creates the plugin's scope: child container, recorded hook taps and services. */
  private activate(id: string) {
    const entry = this.entries.get(id)!;
    const disposers: Disposer[] = [];
    const container = this.services.pluginContainer();
    const log = prefixLogger(this.log, id);
    const scope: PluginScope = {
      pluginId: id,
      manifest: entry.plugin.manifest,
      container,
      log,
      hooks: {
        declare: (point) => this.hooks.declare(point, id),
        tap: (point, fn, opts) => {
          disposers.push(this.hooks.tap(id, point, fn, opts));
        },
        call: this.hooks.call.bind(this.hooks),
        promise: this.hooks.promise.bind(this.hooks),
      },
      services: {
        provide: (token, value) => {
          disposers.push(this.services.provide(id, token, value));
        },
        get: (token) => this.services.get(token, container),
        getOptional: (token) => this.services.getOptional(token, container),
        getAll: (token) => this.services.getAll(token),
      },
      onDispose: (fn) => {
        disposers.push(fn);
      },
    };
    entry.active = { scope, ctx: this.options.createContext(scope), disposers };
  }

  private async callStop(id: string) {
    const entry = this.entries.get(id)!;
    if (!entry.active || !entry.plugin.stop) return;
    try {
      await entry.plugin.stop(entry.active.ctx);
    } catch (err) {
      this.log.error(`Plugin '${id}' threw in stop`, err);
    }
  }

  /** Undoes everything the plugin contributed: routes, taps, services, its own disposers. */
  private async deactivate(id: string) {
    const entry = this.entries.get(id)!;
    const active = entry.active;
    if (!active) return;
    entry.active = undefined;
    for (const dispose of active.disposers.reverse()) {
      try {
        await dispose();
      } catch (err) {
        this.log.error(`Plugin '${id}': a disposer threw`, err);
      }
    }
    this.hooks.untapAll(id);
    this.services.revokeAll(id);
    active.scope.container.clearInstances();
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private dependantsOf(id: string): string[] {
    const out = new Set<string>();
    const walk = (target: string) => {
      for (const other of this.order) {
        const deps = this.entries.get(other)!.plugin.manifest.dependsOn ?? [];
        if (deps.includes(target) && !out.has(other)) {
          out.add(other);
          walk(other);
        }
      }
    };
    walk(id);
    return this.order.filter((o) => out.has(o));
  }

  private async stopOne(id: string, next: PluginState, why?: string) {
    const entry = this.entries.get(id)!;
    if (entry.state === 'started') await this.callStop(id);
    await this.deactivate(id);
    entry.state = next;
    entry.error = why;
  }

  /**
   * Stops a plugin and, first, every plugin that requires it (they become `blocked`);
   * persists the choice. Returns the ids that stopped.
   */
  disable(id: string): Promise<string[]> {
    return this.serial(async () => {
      const entry = this.require(id);
      const dependants = this.dependantsOf(id).filter((d) => this.entries.get(d)!.state === 'started');
      for (const d of [...dependants].reverse()) await this.stopOne(d, 'blocked', `Dependency '${id}' is disabled`);
      await this.stopOne(id, 'disabled');
      entry.enabled = false;
      await this.options.stateStore?.save(id, false);
      this.log.info(`Plugin '${id}' disabled`);
      return [...dependants, id];
    });
  }

  /**
   * Starts a disabled (or failed) plugin again, then the dependants it had blocked.
   * Throws a KernelError when one of its own dependencies is not running.
   */
  enable(id: string): Promise<PluginStatus> {
    return this.serial(async () => {
      const entry = this.require(id);
      if (entry.state === 'started') return this.status(id)!;
      const notRunning = (entry.plugin.manifest.dependsOn ?? []).find((d) => this.entries.get(d)?.state !== 'started');
      if (notRunning) {
        throw new KernelError(`Cannot enable '${id}': dependency '${notRunning}' is not running`, 'DEPENDENCY_NOT_RUNNING');
      }
      entry.enabled = true;
      await this.options.stateStore?.save(id, true);
      await this.startAgain(id);
      for (const d of this.dependantsOf(id)) {
        const dep = this.entries.get(d)!;
        if (dep.enabled && dep.state === 'blocked') await this.startAgain(d);
      }
      return this.status(id)!;
    });
  }

  private async startAgain(id: string) {
    const entry = this.entries.get(id)!;
    entry.state = 'registered';
    entry.error = undefined;
    for (const phase of ['register', 'setup', 'start'] as const) await this.runPhase(id, phase);
  }

  private require(id: string): Entry<Ctx> {
    const entry = this.entries.get(id);
    if (!entry) throw new KernelError(`Unknown plugin '${id}'`, 'UNKNOWN_PLUGIN');
    return entry;
  }

  /** Stops every running plugin, dependants first. */
  shutdown(): Promise<void> {
    return this.serial(async () => {
      for (const id of [...this.order].reverse()) {
        const entry = this.entries.get(id)!;
        if (entry.active) await this.stopOne(id, entry.state === 'started' ? 'stopped' : entry.state, entry.error);
      }
    });
  }
}

function prefixLogger(log: Logger, id: string): Logger {
  return {
    debug: (m, e) => log.debug(`[${id}] ${m}`, e),
    info: (m, e) => log.info(`[${id}] ${m}`, e),
    warn: (m, e) => log.warn(`[${id}] ${m}`, e),
    error: (m, e) => log.error(`[${id}] ${m}`, e),
  };
}
