import type { DialectDb } from '@plinth/sdk/server';

/**
 * Open databases per project and db alias. Concurrent first uses share one connect; a stopped
 * or deleted project's pools are closed.
 */
export class PoolRegistry {
  private readonly open = new Map<string, Promise<DialectDb>>();

  private key(projectId: string, dbAlias: string) {
    return `${projectId}\u0000${dbAlias}`;
  }

  /** Open databases by their pending promise: whatever closes a pool drops its entry with it. */
  private readonly settled = new WeakMap<Promise<DialectDb>, DialectDb>();

  /** The open database when its pool is connected; undefined while connecting or closed. */
  ready(projectId: string, dbAlias: string): DialectDb | undefined {
    const pending = this.open.get(this.key(projectId, dbAlias));
    return pending && this.settled.get(pending);
  }

  get(projectId: string, dbAlias: string, connect: () => Promise<DialectDb>): Promise<DialectDb> {
    const key = this.key(projectId, dbAlias);
    let pending = this.open.get(key);
    if (!pending) {
      pending = connect();
      this.open.set(key, pending);
      const opened = pending;
      opened.then(
        (db) => this.settled.set(opened, db),
        () => undefined,
      );
      // A failed connect is not cached: the next call tries again.
      pending.catch(() => this.open.delete(key));
    }
    return pending;
  }

  async close(projectId: string): Promise<void> {
    const prefix = `${projectId}\u0000`;
    const closing: Promise<void>[] = [];
    for (const [key, pending] of this.open) {
      if (!key.startsWith(prefix)) continue;
      this.open.delete(key);
      closing.push(
        pending.then(
          (db) => db.close(),
          () => undefined,
        ),
      );
    }
    await Promise.all(closing);
  }

  async closeAll(): Promise<void> {
    const all = [...this.open.values()];
    this.open.clear();
    await Promise.all(
      all.map((p) =>
        p.then(
          (db) => db.close(),
          () => undefined,
        ),
      ),
    );
  }
}
