import type { RpcRequestBody, TableMeta } from '@plinth/sdk';
import { ApiError, observer, TableMetaStore, tableMetaStore, type TableMetaKey, type WebContext } from '@plinth/sdk/web';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

/** A deferred answer, so a test decides when the "server" replies. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const meta = (tn: string, columns: string[]): TableMeta => ({
  tn,
  _tn: tn,
  type: 'table',
  columns: columns.map((cn) => ({ cn, _cn: cn, uidt: 'SingleLineText', dt: 'text' }) as TableMeta['columns'][number]),
});

/** An RPC client whose `tableXcModelGet` answers are released by the test, one per call. */
function scriptedApi() {
  const calls: { op: string; body: RpcRequestBody }[] = [];
  const pending: ReturnType<typeof deferred<{ meta: string }>>[] = [];
  const api = {
    rpc: <T,>(op: string, body: RpcRequestBody = {}): Promise<T> => {
      calls.push({ op, body });
      const answer = deferred<{ meta: string }>();
      pending.push(answer);
      return answer.promise as Promise<T>;
    },
  };
  const reply = async (index: number, value: TableMeta | Error) => {
    await act(async () => {
      if (value instanceof Error) pending[index]!.reject(value);
      else pending[index]!.resolve({ meta: JSON.stringify(value) });
      await Promise.resolve();
    });
  };
  return { api, calls, reply };
}

const key: TableMetaKey = { projectId: 'p1', dbAlias: 'db', tn: 'customers' };

describe('TableMetaStore', () => {
  it('loads through tableXcModelGet with the spec body and parses the JSON answer', async () => {
    const { api, calls, reply } = scriptedApi();
    const store = new TableMetaStore(api as WebContext['api']);
    const loading = store.load(key);
    expect(calls).toEqual([{ op: 'tableXcModelGet', body: { project_id: 'p1', dbAlias: 'db', args: { tn: 'customers' } } }]);
    expect(store.isLoading(key)).toBe(true);
    expect(store.get(key)).toBeUndefined();
    await reply(0, meta('customers', ['id', 'name']));
    await expect(loading).resolves.toMatchObject({ tn: 'customers', columns: [{ cn: 'id' }, { cn: 'name' }] });
    expect(store.isLoading(key)).toBe(false);
    expect(store.get(key)?.columns.map((c) => c.cn)).toEqual(['id', 'name']);
  });

  it('lets concurrent loads wait for the first call and serves the cache afterwards', async () => {
    const { api, calls, reply } = scriptedApi();
    const store = new TableMetaStore(api as WebContext['api']);
    const first = store.load(key);
    const second = store.load(key);
    expect(calls).toHaveLength(1);
    await reply(0, meta('customers', ['id']));
    const [a, b] = await Promise.all([first, second]);
    expect(b).toBe(a);
    await expect(store.load(key)).resolves.toBe(a);
    expect(calls).toHaveLength(1);
  });

  it('keeps one entry per project, alias and table', async () => {
    const { api, calls, reply } = scriptedApi();
    const store = new TableMetaStore(api as WebContext['api']);
    const loads = [
      store.load(key),
      store.load({ ...key, dbAlias: 'db2' }),
      store.load({ ...key, projectId: 'p2' }),
      store.load({ ...key, tn: 'orders' }),
    ];
    expect(calls.map((c) => [c.body.project_id, c.body.dbAlias, (c.body.args as { tn: string }).tn])).toEqual([
      ['p1', 'db', 'customers'],
      ['p1', 'db2', 'customers'],
      ['p2', 'db', 'customers'],
      ['p1', 'db', 'orders'],
    ]);
    for (const [i, cols] of [['a'], ['b'], ['c'], ['d']].entries()) await reply(i, meta(i === 3 ? 'orders' : 'customers', cols));
    await Promise.all(loads);
    expect(store.get({ ...key, dbAlias: 'db2' })?.columns[0]?.cn).toBe('b');
    expect(store.get({ ...key, projectId: 'p2' })?.columns[0]?.cn).toBe('c');
    expect(store.get({ ...key, tn: 'orders' })?.columns[0]?.cn).toBe('d');
  });

  it('reloads when forced, and a forced load never joins a load that began before it', async () => {
    const { api, calls, reply } = scriptedApi();
    const store = new TableMetaStore(api as WebContext['api']);
    const stale = store.load(key);
    const forced = store.load(key, { force: true });
    const forcedToo = store.load(key, { force: true });
    expect(calls).toHaveLength(1);
    await reply(0, meta('customers', ['id']));
    await stale;
    // The forced callers waited for the first load, then share one new call.
    await act(async () => {
      await Promise.resolve();
    });
    expect(calls).toHaveLength(2);
    await reply(1, meta('customers', ['id', 'added']));
    const [x, y] = await Promise.all([forced, forcedToo]);
    expect(x).toBe(y);
    expect(store.get(key)?.columns.map((c) => c.cn)).toEqual(['id', 'added']);
    // Forced with a cached entry: a new call, the cache replaced.
    const again = store.load(key, { force: true });
    expect(calls).toHaveLength(3);
    expect(store.isLoading(key)).toBe(true);
    await reply(2, meta('customers', ['id', 'added', 'more']));
    await again;
    expect(store.get(key)?.columns).toHaveLength(3);
  });

  it('keeps the error of a failed load and tries again on the next load', async () => {
    const { api, calls, reply } = scriptedApi();
    const store = new TableMetaStore(api as WebContext['api']);
    const failing = store.load(key).catch((err: unknown) => err);
    await reply(0, new ApiError(404, "Table 'customers' not found"));
    expect(await failing).toBeInstanceOf(ApiError);
    expect(store.error(key)?.message).toBe("Table 'customers' not found");
    expect(store.isLoading(key)).toBe(false);
    const retry = store.load(key);
    expect(calls).toHaveLength(2);
    expect(store.error(key)).toBeUndefined();
    await reply(1, meta('customers', ['id']));
    await retry;
    expect(store.get(key)).toBeDefined();
  });

  it('invalidates one project: its tables reload, other projects stay cached, a load under way is not cached', async () => {
    const { api, calls, reply } = scriptedApi();
    const store = new TableMetaStore(api as WebContext['api']);
    const other = { ...key, projectId: 'p2' };
    const loads = [store.load(key), store.load(other)];
    await reply(0, meta('customers', ['id']));
    await reply(1, meta('customers', ['id']));
    await Promise.all(loads);
    const orders = { ...key, tn: 'orders' };
    const underWay = store.load(orders);
    store.invalidate('p1');
    expect(store.get(key)).toBeUndefined();
    expect(store.isLoading(orders)).toBe(false);
    expect(store.get(other)).toBeDefined();
    await reply(2, meta('orders', ['old']));
    await expect(underWay).resolves.toMatchObject({ tn: 'orders' });
    expect(store.get(orders)).toBeUndefined();
    void store.load(key);
    expect(calls).toHaveLength(4);
  });

  it('is one store per web context', () => {
    const { api } = scriptedApi();
    const ctxA = { api } as unknown as WebContext;
    const ctxB = { api } as unknown as WebContext;
    expect(tableMetaStore(ctxA)).toBe(tableMetaStore(ctxA));
    expect(tableMetaStore(ctxA)).not.toBe(tableMetaStore(ctxB));
  });

  it('re-renders observers when the loading flag and the meta change', async () => {
    const { api, reply } = scriptedApi();
    const store = new TableMetaStore(api as WebContext['api']);
    const Columns = observer(() => (
      <p>
        {store.isLoading(key)
          ? 'loading'
          : (store
              .get(key)
              ?.columns.map((c) => c.cn)
              .join(',') ?? 'none')}
      </p>
    ));
    render(<Columns />);
    expect(screen.getByText('none')).toBeTruthy();
    let loading!: Promise<TableMeta>;
    act(() => {
      loading = store.load(key);
    });
    expect(screen.getByText('loading')).toBeTruthy();
    await reply(0, meta('customers', ['id', 'name']));
    await loading;
    expect(await screen.findByText('id,name')).toBeTruthy();
  });
});
