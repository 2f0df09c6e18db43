import { AsyncParallelHook, AsyncSeriesHook, AsyncSeriesWaterfallHook, SyncHook, SyncWaterfallHook } from 'tapable';
import { HookTapError, KernelError } from './errors.js';
import type { HookKind, HookPoint, TapFn } from './types.js';

interface TapRecord {
  pluginId: string;
  fn: (payload: unknown) => unknown;
  stage: number;
}

interface HookSlot {
  kind: HookKind;
  declaredBy?: string;
  taps: TapRecord[];
  /** The compiled tapable hook; rebuilt after taps change because tapable cannot untap. */
  compiled?: { call?: (p: unknown) => unknown; promise?: (p: unknown) => Promise<unknown> };
}

export interface TapInfo {
  hook: string;
  kind: HookKind;
  pluginId: string;
}

const ARGS = ['payload'] as const;

function compile(slot: HookSlot, name: string): HookSlot['compiled'] {
  let hook:
    | SyncHook<[unknown]>
    | SyncWaterfallHook<[unknown]>
    | AsyncSeriesHook<[unknown]>
    | AsyncParallelHook<[unknown]>
    | AsyncSeriesWaterfallHook<[unknown]>;
  switch (slot.kind) {
    case 'sync':
      hook = new SyncHook(ARGS, name);
      break;
    case 'syncWaterfall':
      hook = new SyncWaterfallHook(ARGS, name);
      break;
    case 'asyncSeries':
      hook = new AsyncSeriesHook(ARGS, name);
      break;
    case 'asyncParallel':
      hook = new AsyncParallelHook(ARGS, name);
      break;
    case 'asyncSeriesWaterfall':
      hook = new AsyncSeriesWaterfallHook(ARGS, name);
      break;
  }
  const sorted = [...slot.taps].sort((a, b) => a.stage - b.stage);
  for (const tap of sorted) {
    const annotate = (err: unknown) => (err instanceof HookTapError ? err : new HookTapError(name, tap.pluginId, err));
    if (slot.kind === 'sync' || slot.kind === 'syncWaterfall') {
      (hook as SyncHook<[unknown]>).tap({ name: tap.pluginId }, (p: unknown) => {
        try {
          return tap.fn(p) as undefined;
        } catch (err) {
          throw annotate(err);
        }
      });
    } else {
      (hook as AsyncSeriesHook<[unknown]>).tapPromise({ name: tap.pluginId }, async (p: unknown) => {
        try {
          return (await tap.fn(p)) as undefined;
        } catch (err) {
          throw annotate(err);
        }
      });
    }
  }
  return hook as HookSlot['compiled'];
}

/**
 * All hook points of one kernel. Taps are recorded with the plugin that made them, so a
 * disabled plugin's taps can be removed and a failing tap names its plugin.
 */
export class HookRegistry {
  private readonly slots = new Map<string, HookSlot>();

  private slot(point: HookPoint<unknown>): HookSlot {
    let slot = this.slots.get(point.name);
    if (!slot) {
      slot = { kind: point.kind, taps: [] };
      this.slots.set(point.name, slot);
    } else if (slot.kind !== point.kind) {
      throw new KernelError(`Hook '${point.name}' is declared as '${slot.kind}' but used as '${point.kind}'`, 'HOOK_KIND_MISMATCH');
    }
    return slot;
  }

  declare(point: HookPoint<unknown>, pluginId?: string): void {
    const slot = this.slot(point);
    if (pluginId && !slot.declaredBy) slot.declaredBy = pluginId;
  }

  tap<P, K extends HookKind>(pluginId: string, point: HookPoint<P, K>, fn: TapFn<P, K>, options: { stage?: number } = {}): () => void {
    const slot = this.slot(point as HookPoint<unknown>);
    const record: TapRecord = { pluginId, fn: fn as TapRecord['fn'], stage: options.stage ?? 0 };
    slot.taps.push(record);
    slot.compiled = undefined;
    return () => {
      const i = slot.taps.indexOf(record);
      if (i >= 0) {
        slot.taps.splice(i, 1);
        slot.compiled = undefined;
      }
    };
  }

  /** Removes every tap a plugin made; returns how many were removed. */
  untapAll(pluginId: string): number {
    let removed = 0;
    for (const slot of this.slots.values()) {
      const before = slot.taps.length;
      slot.taps = slot.taps.filter((t) => t.pluginId !== pluginId);
      if (slot.taps.length !== before) {
        removed += before - slot.taps.length;
        slot.compiled = undefined;
      }
    }
    return removed;
  }

  private compiled(point: HookPoint<unknown>) {
    const slot = this.slot(point);
    if (slot.taps.length === 0) return undefined;
    slot.compiled ??= compile(slot, point.name);
    return slot.compiled;
  }

  /** Calls a sync hook; a sync waterfall returns the final payload. */
  call<P>(point: HookPoint<P, 'sync'>, payload: P): void;
  call<P>(point: HookPoint<P, 'syncWaterfall'>, payload: P): P;
  call<P>(point: HookPoint<P, 'sync' | 'syncWaterfall'>, payload: P): P | void {
    const hook = this.compiled(point as HookPoint<unknown>);
    if (!hook) return point.kind === 'syncWaterfall' ? payload : undefined;
    return hook.call!(payload) as P | void;
  }

  /** Runs an async hook; an async waterfall resolves to the final payload. */
  promise<P>(point: HookPoint<P, 'asyncSeries' | 'asyncParallel'>, payload: P): Promise<void>;
  promise<P>(point: HookPoint<P, 'asyncSeriesWaterfall'>, payload: P): Promise<P>;
  async promise<P>(point: HookPoint<P>, payload: P): Promise<P | void> {
    if (point.kind === 'sync' || point.kind === 'syncWaterfall') {
      throw new KernelError(`Hook '${point.name}' is synchronous; use call()`, 'HOOK_KIND_MISMATCH');
    }
    const hook = this.compiled(point as HookPoint<unknown>);
    if (!hook) return point.kind === 'asyncSeriesWaterfall' ? payload : undefined;
    return (await hook.promise!(payload)) as P | void;
  }

  /** What is tapped where, for diagnostics and the plugin list. */
  taps(pluginId?: string): TapInfo[] {
    const out: TapInfo[] = [];
    for (const [hook, slot] of this.slots) {
      for (const t of slot.taps) {
        if (!pluginId || t.pluginId === pluginId) out.push({ hook, kind: slot.kind, pluginId: t.pluginId });
      }
    }
    return out;
  }
}
