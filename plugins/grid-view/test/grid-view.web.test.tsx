import type { TableMeta } from '@plinth/sdk';
import { ApiError } from '@plinth/sdk/web';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GridView } from '../web/GridView.js';
import { DEFAULT_GRID_SETTINGS } from '../shared/settings.js';
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

function setup(options: { totalRows?: number | null; countAnswer?: number | 'timeout' } = {}) {
  const ctx = testContext();
  const rows = [
    { id: 1, name: 'Ada', age: 36 },
    { id: 2, name: 'Bob', age: 17 },
    { id: 3, name: 'Cy', age: 52 },
  ];
  const calls: string[] = [];
  vi.mocked(ctx.api.rpc).mockImplementation(async (op: string) => {
    calls.push(`rpc ${op}`);
    if (op === 'tableXcModelGet') return { meta: JSON.stringify(META) } as never;
    if (op === 'xcTableAndViewList') return { list: [{ tn: 'people', _tn: 'people' }] } as never;
    throw new ApiError(404, op);
  });
  vi.mocked(ctx.api.get).mockImplementation(async (path: string) => {
    calls.push(`get ${path}`);
    if (path.includes('/settings')) return { settings: DEFAULT_GRID_SETTINGS } as never;
    if (path.includes('/count')) {
      if (options.countAnswer === 'timeout') throw new ApiError(504, 'Count timed out');
      return { count: options.countAnswer ?? rows.length } as never;
    }
    // As the REST list: no total when asked for none.
    const total = path.includes('withTotal=false') ? null : options.totalRows === undefined ? rows.length : options.totalRows;
    return { list: rows, pageInfo: { totalRows: total, isLastPage: false } } as never;
  });
  vi.mocked(ctx.api.put).mockImplementation(async (path: string, body: unknown) => {
    calls.push(`put ${path} ${JSON.stringify(body)}`);
    return { ...rows[0], ...(body as object) } as never;
  });
  render(withContext(ctx, <GridView projectId="p1" tn="people" />));
  return { ctx, calls };
}

// jsdom lays nothing out, so the virtualised rows stay empty here: the browser tests cover cells
// and keyboard editing; this checks the loading sequence and the row count.
describe('GridView', () => {
  it('asks for pages without the COUNT beside them, and counts once, after the first page', async () => {
    const { calls } = setup();
    await waitFor(() => expect(screen.getByTestId('row-count').textContent).toBe('3 rows'));
    const data = calls.filter((c) => c.startsWith('get /nc/'));
    expect(data[0]).toBe('get /nc/p1/api/v1/people?limit=100&offset=0&withTotal=false');
    expect(data.filter((c) => c.includes('/count'))).toEqual(['get /nc/p1/api/v1/people/count']);
    expect(data.indexOf('get /nc/p1/api/v1/people/count')).toBeGreaterThan(0);
  });

  it('counts after the first page when the list had no total, and shows an unknown total on a timeout', async () => {
    const { calls } = setup({ totalRows: null, countAnswer: 'timeout' });
    await waitFor(() => expect(screen.getByTestId('row-count').textContent).toBe('Row count unknown (counting took too long)'));
    const list = calls.findIndex((c) => c.startsWith('get /nc/p1/api/v1/people?'));
    const count = calls.findIndex((c) => c.includes('/count'));
    expect(list).toBeGreaterThanOrEqual(0);
    expect(count).toBeGreaterThan(list);
  });
});
