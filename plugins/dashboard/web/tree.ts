import { action, makeObservable, observable } from 'mobx';

export type ChildrenStatus = 'idle' | 'loading' | 'done' | 'error';

export interface ChildrenState<T> {
  status: ChildrenStatus;
  items: T[];
  error?: string;
}

const IDLE: ChildrenState<never> = { status: 'idle', items: [] };

/**
 * Children of tree nodes that load when the node opens (000 s.2: folders load lazily): one state
 * per node key, one load at a time per node (later callers wait for it), the loaded children kept
 * until reloaded; which nodes are expanded.
 */
export class LazyTree {
  private readonly states = observable.map<string, ChildrenState<unknown>>({}, { deep: false });
  private readonly inflight = new Map<string, Promise<unknown[]>>();
  readonly expanded = observable.set<string>();
  /** Bumped by `clear`: a load that started before it does not write its answer. */
  private generation = 0;

  constructor() {
    makeObservable<LazyTree, 'setState'>(this, { setState: action, setExpanded: action, clear: action });
  }

  state<T>(key: string): ChildrenState<T> {
    return (this.states.get(key) as ChildrenState<T> | undefined) ?? IDLE;
  }

  isExpanded(key: string): boolean {
    return this.expanded.has(key);
  }

  setExpanded(key: string, expanded: boolean): void {
    if (expanded) this.expanded.add(key);
    else this.expanded.delete(key);
  }

  /**
   * The node's children: loaded ones, the load under way, or a new load (also after a failure, or
   * when forced). `onLoaded` runs once per finished load (the empty-folder toasts).
   */
  load<T>(key: string, loader: () => Promise<T[]>, options: { force?: boolean; onLoaded?: (items: T[]) => void } = {}): Promise<T[]> {
    const running = this.inflight.get(key) as Promise<T[]> | undefined;
    if (running) return running;
    const current = this.state<T>(key);
    if (current.status === 'done' && !options.force) return Promise.resolve(current.items);
    this.setState(key, { status: 'loading', items: current.items });
    const generation = this.generation;
    const promise = loader().then(
      (items) => {
        if (generation !== this.generation) return items;
        this.inflight.delete(key);
        this.setState(key, { status: 'done', items });
        options.onLoaded?.(items);
        return items;
      },
      (err: unknown) => {
        if (generation === this.generation) {
          this.inflight.delete(key);
          this.setState(key, { status: 'error', items: [], error: err instanceof Error ? err.message : String(err) });
        }
        throw err;
      },
    );
    this.inflight.set(key, promise);
    return promise;
  }

  /** Forgets every loaded child and expansion (another project opened). */
  clear(): void {
    this.generation += 1;
    this.states.clear();
    this.inflight.clear();
    this.expanded.clear();
  }

  private setState(key: string, state: ChildrenState<unknown>): void {
    this.states.set(key, state);
  }
}
