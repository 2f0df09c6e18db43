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

  get(projectId: string, dbAlias: string, connect: () => Promise<DialectDb>): Promise<DialectDb> {
    const key = this.key(projectId, dbAlias);
    let pending = this.open.get(key);
    if (!pending) {
      pending = connect();
      this.open.set(key, pending);
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
      closing.push(pending.then((db) => db.close(), () => undefined));
    }
    await Promise.all(closing);
  }

  async closeAll(): Promise<void> {
    const all = [...this.open.values()];
    this.open.clear();
    await Promise.all(all.map((p) => p.then((db) => db.close(), () => undefined)));
  }
}
