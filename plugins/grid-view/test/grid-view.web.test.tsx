import type { TableMeta, ViewRecord } from '@plinth/sdk';
import { ApiError, type SharedViewSource } from '@plinth/sdk/web';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import GridView from '../web/GridView.js';
import { DEFAULT_GRID_SETTINGS, type GridSettings } from '../shared/settings.js';
import { testContext, withContext } from './web-context.js';

const META: TableMeta = {
  tn: 'people',
  _tn: 'people',
  columns: [
    { cn: 'id', _cn: 'id', uidt: 'ID', pk: true, ai: true },
    { cn: 'name', _cn: 'name', uidt: 'SingleLineText' },
    { cn: 'age', _cn: 'age', uidt: 'Number' },
  ],
};

const view = (settings: Partial<GridSettings> = {}): ViewRecord<GridSettings> => ({
  id: 'v1',
  projectId: 'p1',
  dbAlias: 'db',
  tn: 'people',
  title: 'Grid',
  type: 'grid',
  order: 1,
  settings: { ...DEFAULT_GRID_SETTINGS, ...settings },
  share: null,
  query: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const ROWS = [
  { id: 1, name: 'Ada', age: 36 },
  { id: 2, name: 'Bob', age: 17 },
  { id: 3, name: 'Cy', age: 52 },
];

function setup(
  options: {
    totalRows?: number | null;
    /** 'estimated': a big table, whose exact count then times out. */
    countAnswer?: number | 'timeout' | 'estimated';
    settings?: Partial<GridSettings>;
    permissions?: string[] | '*';
  } = {},
) {
  const ctx = testContext(options.permissions);
  const calls: string[] = [];
  vi.mocked(ctx.api.rpc).mockImplementation(async (op: string) => {
    calls.push(`rpc ${op}`);
    if (op === 'tableXcModelGet') return { meta: JSON.stringify(META) } as never;
    if (op === 'xcTableAndViewList') return { list: [{ tn: 'people', _tn: 'people' }] } as never;
    throw new ApiError(404, op);
  });
  vi.mocked(ctx.api.get).mockImplementation(async (path: string) => {
    calls.push(`get ${path}`);
    if (path.includes('/count')) {
      if (options.countAnswer === 'estimated' && path.includes('estimate=true')) return { count: 12_345_678, estimated: true } as never;
      if (options.countAnswer === 'timeout' || options.countAnswer === 'estimated') throw new ApiError(504, 'Count timed out');
      return { count: options.countAnswer ?? ROWS.length } as never;
    }
    // As the REST list: no total when asked for none.
    const total = path.includes('withTotal=false') ? null : options.totalRows === undefined ? ROWS.length : options.totalRows;
    return { list: ROWS, pageInfo: { totalRows: total, isLastPage: false } } as never;
  });
  const saveSettings = vi.fn(async (settings: unknown) => ({ ...view(), settings }) as ViewRecord);
  const record = view(options.settings);
  const ui = render(withContext(ctx, <GridView projectId="p1" dbAlias="db" tn="people" view={record} saveSettings={saveSettings} />));
  return { ctx, calls, saveSettings, record, ui };
}

// jsdom lays nothing out, so the virtualised rows stay empty here: the browser tests cover cells
// and keyboard editing; this checks the loading sequence, the row count and where settings go.
describe('GridView', () => {
  it('asks for pages without the COUNT beside them, and counts once, after the first page (an estimate allowed)', async () => {
    const { calls } = setup();
    await waitFor(() => expect(screen.getByTestId('row-count').textContent).toBe('3 rows'));
    const data = calls.filter((c) => c.startsWith('get /nc/'));
    expect(data[0]).toBe('get /nc/p1/api/v1/people?limit=100&offset=0&withTotal=false');
    // Not estimated: the count route counted, and once is enough.
    expect(data.filter((c) => c.includes('/count'))).toEqual(['get /nc/p1/api/v1/people/count?estimate=true']);
    expect(data.indexOf('get /nc/p1/api/v1/people/count?estimate=true')).toBeGreaterThan(0);
    // Settings come with the view: no settings call of its own.
    expect(calls.filter((c) => c.includes('settings'))).toEqual([]);
  });

  it('counts after the first page when the list had no total, and shows an unknown total on a timeout', async () => {
    const { calls } = setup({ totalRows: null, countAnswer: 'timeout' });
    await waitFor(() => expect(screen.getByTestId('row-count').textContent).toBe('Row count unknown (counting took too long)'));
    const list = calls.findIndex((c) => c.startsWith('get /nc/p1/api/v1/people?'));
    const count = calls.findIndex((c) => c.includes('/count'));
    expect(list).toBeGreaterThanOrEqual(0);
    expect(count).toBeGreaterThan(list);
  });

  it("says 'about N rows' from a big table's estimate, and keeps it when the exact count times out", async () => {
    const { calls } = setup({ totalRows: null, countAnswer: 'estimated' });
    await waitFor(() => expect(calls).toContain('get /nc/p1/api/v1/people/count'));
    await waitFor(() => expect(screen.getByTestId('row-count').textContent).toBe('About 12,345,678 rows'));
    expect(calls.filter((c) => c.includes('/count'))).toEqual([
      'get /nc/p1/api/v1/people/count?estimate=true',
      'get /nc/p1/api/v1/people/count',
    ]);
  });

  it("loads with the view's filters and sorts, and saves a change through saveSettings", async () => {
    const { calls, saveSettings } = setup({
      settings: { filters: [{ field: 'age', op: 'gt', value: '20' }], sorts: [{ field: 'name', dir: 'desc' }] },
    });
    await waitFor(() => expect(screen.getByTestId('row-count').textContent).toBe('3 rows'));
    expect(calls.find((c) => c.startsWith('get /nc/p1/api/v1/people?'))).toBe(
      'get /nc/p1/api/v1/people?where=%28age%2Cgt%2C20%29&sort=-name&limit=100&offset=0&withTotal=false',
    );
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Row height'), { target: { value: 'tall' } });
    await waitFor(() => expect(saveSettings).toHaveBeenCalledTimes(1));
    expect(saveSettings.mock.calls[0]![0]).toMatchObject({
      rowHeight: 'tall',
      filters: [{ field: 'age', op: 'gt', value: '20' }],
      sorts: [{ field: 'name', dir: 'desc' }],
    });
  });

  it('shows a failed save as an error toast', async () => {
    const { ctx, saveSettings } = setup();
    saveSettings.mockRejectedValueOnce(new ApiError(400, 'Unknown row height'));
    await waitFor(() => expect(screen.getByTestId('row-count').textContent).toBe('3 rows'));
    fireEvent.change(screen.getByLabelText('Row height'), { target: { value: 'tall' } });
    await waitFor(() => expect(ctx.toast.error).toHaveBeenCalledWith('Unknown row height'));
  });
});

describe('GridView of a shared view', () => {
  function shared() {
    const ctx = testContext();
    const meta: TableMeta = { tn: 'people', _tn: 'people', columns: META.columns.filter((c) => c.cn !== 'age') };
    const source: SharedViewSource & { list: ReturnType<typeof vi.fn>; count: ReturnType<typeof vi.fn> } = {
      meta,
      list: vi.fn(async () => ({ list: ROWS.map(({ age: _age, ...r }) => r), pageInfo: { totalRows: null, isLastPage: true } })),
      count: vi.fn(async () => 3),
    };
    // The view filters and sorts by a column the link hides.
    const record = view({ filters: [{ field: 'age', op: 'gt', value: '20' }], sorts: [{ field: 'age', dir: 'asc' }], hidden: ['age'] });
    render(withContext(ctx, <GridView projectId="" dbAlias="db" tn="people" view={record} shared={source} />));
    return { ctx, source };
  }

  it("reads rows and counts through the link, never the REST API, and sends none of the view's own filters or sorts", async () => {
    const { ctx, source } = shared();
    await waitFor(() => expect(screen.getByTestId('row-count').textContent).toBe('3 rows'));
    // The server applies the view's filters and sorts itself; the grid sends none of them.
    expect(source.list).toHaveBeenCalledWith({ where: undefined, sort: undefined, limit: 100, offset: 0, withTotal: false });
    expect(ctx.api.get).not.toHaveBeenCalled();
    expect(ctx.api.rpc).not.toHaveBeenCalled();
  });

  it('offers no editing: no add or delete row, no add column, no undo', async () => {
    const { ctx } = shared();
    await waitFor(() => expect(screen.getByTestId('row-count').textContent).toBe('3 rows'));
    for (const name of ['Add row', 'Delete rows', 'Undo', 'Add column']) expect(screen.queryByRole('button', { name })).toBeNull();
    // Local narrowing stays: the toolbar's row height changes this page only.
    fireEvent.change(screen.getByLabelText('Row height'), { target: { value: 'tall' } });
    expect(ctx.toast.error).not.toHaveBeenCalled();
  });
});
