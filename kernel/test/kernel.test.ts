import { describe, expect, it } from 'vitest';
import {
  defineHook,
  defineServiceToken,
  HookTapError,
  Kernel,
  KernelError,
  orderPlugins,
  type KernelPlugin,
  type PluginManifest,
  type PluginScope,
  type PluginStateStore,
} from '../src/index.js';

type P = KernelPlugin<PluginScope>;
const manifest = (id: string, dependsOn: string[] = [], optionalDependsOn: string[] = []): PluginManifest => ({
  id,
  version: '1.0.0',
  displayName: id,
  dependsOn,
  optionalDependsOn,
});
const plugin = (id: string, dependsOn: string[] = [], extra: Partial<P> = {}): P => ({ manifest: manifest(id, dependsOn), ...extra });
const kernelOf = (plugins: P[], stateStore?: PluginStateStore) =>
  new Kernel<PluginScope>(plugins, { createContext: (scope) => scope, stateStore });
const states = (k: Kernel<PluginScope>) => Object.fromEntries(k.list().map((p) => [p.manifest.id, p.state]));

class MemoryStateStore implements PluginStateStore {
  data: Record<string, { enabled: boolean }> = {};
  async load() {
    return structuredClone(this.data);
  }
  async save(id: string, enabled: boolean) {
    this.data[id] = { enabled };
  }
}

describe('load order', () => {
  it('puts dependencies first and keeps the list order otherwise', () => {
    const { order, invalid } = orderPlugins([
      manifest('rest', ['projects']),
      manifest('themes'),
      manifest('projects', ['auth', 'dialect-pg'], ['audit']),
      manifest('auth'),
      manifest('dialect-pg'),
    ]);
    expect(invalid.size).toBe(0);
    expect(order).toEqual(['auth', 'dialect-pg', 'projects', 'rest', 'themes']);
  });

  it('orders after a present optional dependency and ignores an absent one', () => {
    const { order, invalid } = orderPlugins([manifest('a', [], ['b', 'ghost']), manifest('b')]);
    expect(order).toEqual(['b', 'a']);
    expect(invalid.size).toBe(0);
  });

  it('runs lifecycle steps phase by phase in dependency order', async () => {
    const calls: string[] = [];
    const track = (id: string, deps: string[] = []) =>
      plugin(id, deps, {
        register: () => void calls.push(`register:${id}`),
        setup: () => void calls.push(`setup:${id}`),
        start: () => void calls.push(`start:${id}`),
        stop: () => void calls.push(`stop:${id}`),
      });
    const k = kernelOf([track('b', ['a']), track('a')]);
    await k.boot();
    expect(calls).toEqual(['register:a', 'register:b', 'setup:a', 'setup:b', 'start:a', 'start:b']);
    calls.length = 0;
    await k.shutdown();
    expect(calls).toEqual(['stop:b', 'stop:a']);
    expect(states(k)).toEqual({ a: 'stopped', b: 'stopped' });
  });
});

describe('errors that leave the host running', () => {
  it('names a dependency cycle and fails its members and their dependants only', async () => {
    const k = kernelOf([plugin('a', ['c']), plugin('b', ['a']), plugin('c', ['b']), plugin('d', ['a']), plugin('ok')]);
    await k.boot();
    expect(states(k)).toEqual({ a: 'failed', b: 'failed', c: 'failed', d: 'failed', ok: 'started' });
    expect(k.status('a')!.error).toMatch(/Dependency cycle: (a -> c -> b -> a|c -> b -> a -> c|b -> a -> c -> b)/);
    expect(k.status('d')!.error).toBe("Dependency 'a' failed");
  });

  it('fails a plugin with a missing dependency, with the dependency named', async () => {
    const k = kernelOf([plugin('rest', ['projects']), plugin('themes')]);
    await k.boot();
    expect(k.status('rest')).toMatchObject({ state: 'failed', error: "Missing dependency 'projects'" });
    expect(k.status('themes')!.state).toBe('started');
  });

  it('keeps the first of two plugins with the same id and reports the duplicate', async () => {
    let secondRan = false;
    const k = kernelOf([plugin('themes'), plugin('themes', [], { setup: () => void (secondRan = true) })]);
    await k.boot();
    expect(k.problems).toEqual(["Duplicate plugin id 'themes': the later definition was ignored"]);
    expect(k.list()).toHaveLength(1);
    expect(secondRan).toBe(false);
  });

  it('rejects an invalid plugin id', async () => {
    const k = kernelOf([plugin('Bad Id'), plugin('good')]);
    await k.boot();
    expect(k.problems[0]).toMatch(/Invalid plugin id 'Bad Id'/);
    expect(states(k)).toEqual({ good: 'started' });
  });

  it('isolates a plugin throwing in setup: it and its dependants fail, its taps and services are gone', async () => {
    const ping = defineHook<{ seen: string[] }, 'sync'>('test.ping', 'sync');
    const token = defineServiceToken<string>('test.value');
    const k = kernelOf([
      plugin('broken', [], {
        setup(ctx) {
          ctx.hooks.tap(ping, (p) => void p.seen.push('broken'));
          ctx.services.provide(token, 'from broken');
          throw new Error('boom in setup');
        },
      }),
      plugin('needs-broken', ['broken']),
      plugin('fine', [], { setup: (ctx) => ctx.hooks.tap(ping, (p) => void p.seen.push('fine')) }),
    ]);
    await k.boot();
    expect(states(k)).toEqual({ broken: 'failed', 'needs-broken': 'failed', fine: 'started' });
    expect(k.status('broken')!.error).toBe('setup failed: boom in setup');
    expect(k.status('needs-broken')!.error).toBe("Dependency 'broken' failed");
    const payload = { seen: [] as string[] };
    k.hooks.call(ping, payload);
    expect(payload.seen).toEqual(['fine']);
    expect(k.services.getOptional(token)).toBeUndefined();
  });

  it('fails a plugin that declares a service in its manifest but does not provide it', async () => {
    const token = defineServiceToken<string>('test.declared');
    const declaring = (id: string, provides: boolean): P => ({
      manifest: { ...manifest(id), provides: [token.id] },
      setup(ctx) {
        if (provides) ctx.services.provide(token, id);
      },
    });
    const k = kernelOf([declaring('keeps-word', true), declaring('breaks-word', false), plugin('needs-it', ['breaks-word'])]);
    await k.boot();
    expect(states(k)).toEqual({ 'keeps-word': 'started', 'breaks-word': 'failed', 'needs-it': 'failed' });
    expect(k.status('breaks-word')!.error).toBe("setup failed: declares but did not provide 'test.declared'");
    expect(k.services.get(token)).toBe('keeps-word');
  });

  it('isolates a plugin throwing in start and still calls its stop to release what it opened', async () => {
    const log: string[] = [];
    const k = kernelOf([
      plugin('flaky', [], {
        start: () => {
          log.push('start');
          throw new Error('port in use');
        },
        stop: () => void log.push('stop'),
      }),
      plugin('after', ['flaky']),
      plugin('other'),
    ]);
    await k.boot();
    expect(states(k)).toEqual({ flaky: 'failed', after: 'failed', other: 'started' });
    expect(k.status('flaky')!.error).toBe('start failed: port in use');
    expect(log).toEqual(['start', 'stop']);
  });
});

describe('enable and disable at run time', () => {
  it('disabling untaps hooks, revokes services, runs disposers and blocks dependants; enabling restores all', async () => {
    const audit = defineHook<{ events: string[] }, 'asyncSeries'>('test.audit', 'asyncSeries');
    const token = defineServiceToken<{ hello(): string }>('test.greeter');
    const disposed: string[] = [];
    const store = new MemoryStateStore();
    const k = kernelOf(
      [
        plugin('greeter', [], {
          setup(ctx) {
            ctx.services.provide(token, { hello: () => 'hi' });
            ctx.hooks.tap(audit, async (p) => void p.events.push('greeter'));
            ctx.onDispose(() => void disposed.push('greeter'));
          },
        }),
        plugin('consumer', ['greeter'], {
          setup(ctx) {
            const greeter = ctx.services.get(token);
            ctx.hooks.tap(audit, async (p) => void p.events.push(`consumer:${greeter.hello()}`));
          },
        }),
      ],
      store,
    );
    await k.boot();
    const fire = async () => {
      const p = { events: [] as string[] };
      await k.hooks.promise(audit, p);
      return p.events;
    };
    expect(await fire()).toEqual(['greeter', 'consumer:hi']);

    expect(await k.disable('greeter')).toEqual(['consumer', 'greeter']);
    expect(states(k)).toEqual({ greeter: 'disabled', consumer: 'blocked' });
    expect(k.status('consumer')!.error).toBe("Dependency 'greeter' is disabled");
    expect(await fire()).toEqual([]);
    expect(k.services.getOptional(token)).toBeUndefined();
    expect(disposed).toEqual(['greeter']);
    expect(store.data).toEqual({ greeter: { enabled: false } });

    await k.enable('greeter');
    expect(states(k)).toEqual({ greeter: 'started', consumer: 'started' });
    expect(await fire()).toEqual(['greeter', 'consumer:hi']);
    expect(store.data).toEqual({ greeter: { enabled: true } });
  });

  it('boots a plugin persisted as disabled in the disabled state, its dependants blocked', async () => {
    const store = new MemoryStateStore();
    store.data = { a: { enabled: false } };
    let setupRan = false;
    const k = kernelOf([plugin('a', [], { setup: () => void (setupRan = true) }), plugin('b', ['a'])], store);
    await k.boot();
    expect(states(k)).toEqual({ a: 'disabled', b: 'blocked' });
    expect(setupRan).toBe(false);
  });

  it('refuses to enable a plugin whose dependency is not running', async () => {
    const k = kernelOf([plugin('a'), plugin('b', ['a'])]);
    await k.boot();
    await k.disable('a');
    await k.disable('b');
    await expect(k.enable('b')).rejects.toThrow("Cannot enable 'b': dependency 'a' is not running");
    await expect(k.enable('ghost')).rejects.toBeInstanceOf(KernelError);
  });
});

describe('hooks', () => {
  it('runs every kind; waterfalls pass the payload along, stages order taps', async () => {
    const k = kernelOf([]);
    const sync = defineHook<{ n: number }, 'syncWaterfall'>('t.sw', 'syncWaterfall');
    k.hooks.tap('x', sync, (p) => ({ n: p.n * 10 }), { stage: 10 });
    k.hooks.tap('y', sync, (p) => ({ n: p.n + 1 }));
    expect(k.hooks.call(sync, { n: 1 })).toEqual({ n: 20 });

    const asyncW = defineHook<string, 'asyncSeriesWaterfall'>('t.aw', 'asyncSeriesWaterfall');
    k.hooks.tap('x', asyncW, async (s) => `${s}!`);
    expect(await k.hooks.promise(asyncW, 'hi')).toBe('hi!');

    const par = defineHook<{ hits: string[] }, 'asyncParallel'>('t.par', 'asyncParallel');
    k.hooks.tap('x', par, async (p) => void p.hits.push('x'));
    k.hooks.tap('y', par, async (p) => void p.hits.push('y'));
    const payload = { hits: [] as string[] };
    await k.hooks.promise(par, payload);
    expect(payload.hits.sort()).toEqual(['x', 'y']);

    const empty = defineHook<number, 'syncWaterfall'>('t.empty', 'syncWaterfall');
    expect(k.hooks.call(empty, 7)).toBe(7);
  });

  it('names the tapping plugin when a tap throws', async () => {
    const k = kernelOf([]);
    const h = defineHook<null, 'asyncSeries'>('t.fail', 'asyncSeries');
    k.hooks.tap('audit', h, async () => {
      throw new Error('disk full');
    });
    const err = await k.hooks.promise(h, null).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HookTapError);
    expect((err as Error).message).toBe("Hook 't.fail' tapped by plugin 'audit' failed: disk full");
    expect(k.hooks.taps('audit')).toEqual([{ hook: 't.fail', kind: 'asyncSeries', pluginId: 'audit' }]);
  });

  it('refuses one name used as two kinds', () => {
    const k = kernelOf([]);
    k.hooks.declare(defineHook('t.kind', 'sync'));
    expect(() => k.hooks.tap('x', defineHook('t.kind', 'asyncSeries'), async () => {})).toThrow(/declared as 'sync'/);
  });
});

describe('DI scoping', () => {
  it("keeps a plugin's private registrations private and shares provided services", async () => {
    const shared = defineServiceToken<{ name: string }>('test.shared');
    const privateKey = 'test.private';
    const seen: Record<string, unknown> = {};
    const k = kernelOf([
      plugin('owner', [], {
        setup(ctx) {
          ctx.container.register(privateKey, { useValue: 'secret' });
          ctx.services.provide(shared, { name: 'shared' });
          seen.ownerPrivate = ctx.container.resolve(privateKey);
        },
      }),
      plugin('other', ['owner'], {
        setup(ctx) {
          seen.otherShared = ctx.services.get(shared).name;
          seen.otherSeesPrivate = ctx.container.isRegistered(privateKey, true);
        },
      }),
    ]);
    await k.boot();
    expect(seen).toEqual({ ownerPrivate: 'secret', otherShared: 'shared', otherSeesPrivate: false });
    expect(k.services.providerOf(shared)).toBe('owner');
  });

  it("answers a plugin's own registration under a provided token before the provided service", async () => {
    const shared = defineServiceToken<{ name: string }>('test.sharedOverride');
    const seen: Record<string, unknown> = {};
    const k = kernelOf([
      plugin('owner', [], { setup: (ctx) => ctx.services.provide(shared, { name: 'provided' }) }),
      plugin('mine', ['owner'], {
        setup(ctx) {
          seen.before = ctx.services.getOptional(shared)?.name;
          ctx.container.register(shared.id, { useValue: { name: 'private' } });
          seen.after = ctx.services.get(shared).name;
        },
      }),
      plugin('other', ['mine'], { setup: (ctx) => void (seen.other = ctx.services.getOptional(shared)?.name) }),
    ]);
    await k.boot();
    expect(seen).toEqual({ before: 'provided', after: 'private', other: 'provided' });
  });

  it('refuses a second provider of a single token and collects multi tokens', async () => {
    const single = defineServiceToken<number>('test.single');
    const multi = defineServiceToken<string>('test.dialects', { multi: true });
    const k = kernelOf([
      plugin('one', [], {
        setup: (ctx) => {
          ctx.services.provide(single, 1);
          ctx.services.provide(multi, 'pg');
        },
      }),
      plugin('two', [], {
        setup: (ctx) => {
          ctx.services.provide(multi, 'mysql');
          ctx.services.provide(single, 2);
        },
      }),
    ]);
    await k.boot();
    expect(k.status('two')).toMatchObject({
      state: 'failed',
      error: "setup failed: Service 'test.single' is already provided by plugin 'one'",
    });
    // the failed plugin's multi contribution was withdrawn with it
    expect(k.services.getAll(multi)).toEqual(['pg']);
    expect(k.services.get(single)).toBe(1);
    expect(() => k.services.get(defineServiceToken('test.none'))).toThrow("Service 'test.none' is not available: no plugin provides it");
  });
});

describe('plugins installed at run time', () => {
  const point = defineHook<{ seen: string[] }, 'sync'>('test.point', 'sync');
  const tapping = (id: string, dependsOn: string[] = [], extra: Partial<P> = {}): P =>
    plugin(id, dependsOn, { setup: (s) => s.hooks.tap(point, (p) => void p.seen.push(id)), ...extra });
  const seen = (k: Kernel<PluginScope>) => {
    const payload = { seen: [] as string[] };
    k.hooks.call(point, payload);
    return payload.seen;
  };
  const host = () => plugin('host-side', [], { register: (s) => s.hooks.declare(point) });

  it('starts an installed plugin in the running kernel and removes all it registered on uninstall', async () => {
    const store = new MemoryStateStore();
    const forgotten: string[] = [];
    const k = kernelOf([host()], Object.assign(store, { forget: async (id: string) => void forgotten.push(id) }));
    await k.boot();
    const status = await k.install(tapping('extra', ['host-side']));
    expect(status.state).toBe('started');
    expect(states(k)).toEqual({ 'host-side': 'started', extra: 'started' });
    expect(seen(k)).toEqual(['extra']);
    expect(store.data.extra).toEqual({ enabled: true });
    await k.uninstall('extra');
    expect(k.status('extra')).toBeUndefined();
    expect(seen(k)).toEqual([]);
    expect(forgotten).toEqual(['extra']);
  });

  it('refuses a taken id, a dependency that is not running and a plugin that throws, keeping nothing of it', async () => {
    const k = kernelOf([host(), plugin('off')], new MemoryStateStore());
    await k.boot();
    await k.disable('off');
    await expect(k.install(plugin('host-side'))).rejects.toMatchObject({ code: 'PLUGIN_ID_TAKEN' });
    await expect(k.install(plugin('needs-off', ['off']))).rejects.toThrow("Plugin 'needs-off' needs plugin 'off', which is not running");
    await expect(k.install(plugin('needs-ghost', ['ghost']))).rejects.toMatchObject({ code: 'DEPENDENCY_NOT_RUNNING' });
    const broken = tapping('broken', [], {
      start: () => {
        throw new Error('no database');
      },
    });
    await expect(k.install(broken)).rejects.toThrow("Plugin 'broken' could not start: start failed: no database");
    expect(k.status('broken')).toBeUndefined();
    expect(seen(k)).toEqual([]);
    expect(states(k)).toEqual({ 'host-side': 'started', off: 'disabled' });
  });

  it('refuses to uninstall a plugin another running plugin needs', async () => {
    const k = kernelOf([host()]);
    await k.boot();
    await k.install(plugin('base'));
    await k.install(plugin('top', ['base']));
    await expect(k.uninstall('base')).rejects.toThrow("Plugin 'base' is needed by 'top'");
    await k.uninstall('top');
    await k.uninstall('base');
    expect(states(k)).toEqual({ 'host-side': 'started' });
  });
});
