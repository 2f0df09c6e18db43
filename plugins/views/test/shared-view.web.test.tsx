import type { SharedViewInfo } from '@plinth/sdk';
import { ApiError, ScreenRouteContext, type ApiRequestInit, type ViewComponentProps } from '@plinth/sdk/web';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import SharedViewPage from '../web/SharedViewPage.js';
import { fakeViewsServer, VIEW_TYPES, withContext } from './web-context.js';

const INFO: SharedViewInfo = {
  view: { title: 'Adults', type: 'grid', settings: { rowHeight: 'tall' }, shareId: 's1', access: 'read' },
  meta: {
    tn: 'people',
    _tn: 'people',
    columns: [
      { cn: 'id', _cn: 'id', uidt: 'ID', pk: true },
      { cn: 'name', _cn: 'name', uidt: 'SingleLineText' },
    ],
  },
};

/** A view type that reads its rows through `shared`, as the grid does. */
function SharedRows({ view, shared, saveSettings }: ViewComponentProps) {
  const [rows, setRows] = useState<string>('');
  useEffect(() => {
    void shared!.list({ limit: 10, offset: 0, where: '(name,like,%a%)' }).then((a) => setRows(a.list.map((r) => r.name).join(',')));
  }, [shared]);
  return (
    <div data-testid="shared-component" data-saving={saveSettings ? 'yes' : 'no'}>
      {view.title}: {rows} ({shared!.meta.columns.map((c) => c.cn).join(',')})
    </div>
  );
}

/** The public routes of one share, protected by `password` when given. */
function setup(options: { password?: string; missing?: boolean } = {}) {
  const server = fakeViewsServer();
  const { ctx } = server;
  const sent: { path: string; password?: string; skipRefresh?: boolean }[] = [];
  vi.mocked(ctx.api.get).mockImplementation((async (path: string, init?: ApiRequestInit) => {
    const password = (init?.headers as Record<string, string> | undefined)?.['xc-password'];
    sent.push({ path, password, skipRefresh: init?.skipRefresh });
    if (options.missing) throw new ApiError(404, 'Shared view not found', { msg: 'Shared view not found' });
    if (options.password !== undefined) {
      if (password === undefined) throw new ApiError(401, 'Password required', { msg: 'Password required', passwordRequired: true });
      if (password !== options.password) throw new ApiError(403, 'Invalid password', { msg: 'Invalid password' });
    }
    if (path === '/api/v1/public/views/s1') return INFO;
    if (path.startsWith('/api/v1/public/views/s1/rows'))
      return {
        list: [
          { id: 1, name: 'Ada' },
          { id: 2, name: 'Sam' },
        ],
        pageInfo: { totalRows: 2, isLastPage: true },
      };
    throw new ApiError(404, `No route ${path}`);
  }) as typeof ctx.api.get);
  const types = [{ ...VIEW_TYPES[0]!, component: SharedRows as (typeof VIEW_TYPES)[0]['component'] }];
  const page = { ...ctx, contributions: ((kind: string) => (kind === 'viewTypes' ? types : [])) as typeof ctx.contributions };
  render(
    withContext(
      page,
      <ScreenRouteContext.Provider value={{ path: '/nc/view/s1', search: '', params: { id: 's1' } }}>
        <SharedViewPage />
      </ScreenRouteContext.Provider>,
    ),
  );
  return { ctx, sent };
}

describe('the shared view page', () => {
  it('asks for the password, refuses a wrong one, then shows the view read only through the link', async () => {
    const { sent } = setup({ password: 'secret' });
    await screen.findByRole('heading', { name: 'This view is password protected' });
    const field = screen.getByLabelText(/Password/);
    fireEvent.click(screen.getByRole('button', { name: 'Open view' }));
    await screen.findByText('Password required');

    fireEvent.change(field, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open view' }));
    await screen.findByText('Invalid password');

    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open view' }));
    await waitFor(() => expect(screen.getByTestId('shared-component').textContent).toBe('Adults: Ada,Sam (id,name)'));
    expect(screen.getByTestId('shared-component').dataset.saving).toBe('no');
    expect(screen.getByRole('heading', { name: 'Adults' })).toBeTruthy();
    expect(document.title).toBe('Adults');

    expect(sent.map((s) => [s.path, s.password])).toEqual([
      ['/api/v1/public/views/s1', undefined],
      ['/api/v1/public/views/s1', 'wrong'],
      ['/api/v1/public/views/s1', 'secret'],
      ['/api/v1/public/views/s1/rows?where=%28name%2Clike%2C%25a%25%29&limit=10&offset=0', 'secret'],
    ]);
    // A 401 here is the share's password, never the session's: the client must not renew or sign out.
    expect(sent.every((s) => s.skipRefresh)).toBe(true);
  });

  it('opens a share without a password at once', async () => {
    setup();
    await waitFor(() => expect(screen.getByTestId('shared-component').textContent).toBe('Adults: Ada,Sam (id,name)'));
    expect(screen.queryByText('This view is password protected')).toBeNull();
  });

  it('says when the link names no shared view', async () => {
    setup({ missing: true });
    await screen.findByRole('heading', { name: 'Shared view not found' });
    expect(screen.getByText('This shared view does not exist or is no longer shared.')).toBeTruthy();
  });
});
