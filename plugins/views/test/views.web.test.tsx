import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TableViews } from '../web/ViewsTab.js';
import { fakeViewsServer, mounts, view, withContext } from './web-context.js';

const ACTIVE_KEY = 'active:["p1","db","people"]';

function renderTab(server: ReturnType<typeof fakeViewsServer>) {
  return render(withContext(server.ctx, <TableViews projectId="p1" dbAlias="db" tn="people" alias="People" />));
}

const items = () => screen.getAllByTestId('view-item').map((li) => li.querySelector('button')!.textContent);
const activeTitle = () => screen.getByRole('button', { current: true }).textContent;

async function choose(title: string, action: string) {
  fireEvent.click(screen.getByRole('button', { name: `Actions of view ${title}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

let clipboard: string[];
beforeEach(() => {
  mounts.length = 0;
  clipboard = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: vi.fn(async (text: string) => void clipboard.push(text)) },
  });
});

describe('the table tab: views list and active view', () => {
  it('loads the view list and the table meta in parallel, then shows the first view', async () => {
    const server = fakeViewsServer({ views: [view('v1', 'Grid'), view('v2', 'Adults')] });
    renderTab(server);
    // Both calls go out before either answers (nothing serial ahead of the view's own loads).
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['RPC tableXcModelGet', 'GET /api/v1/views/p1/people']);
    await screen.findByTestId('view-component');
    expect(items()).toEqual(['Grid', 'Adults']);
    expect(activeTitle()).toBe('Grid');
    expect(screen.getByTestId('view-title').textContent).toBe('Grid');
  });

  it('switches views on click, remembers the active one per table, and opens it next time', async () => {
    const server = fakeViewsServer({ views: [view('v1', 'Grid'), view('v2', 'Adults', { settings: { filters: [1] } })] });
    const first = renderTab(server);
    await screen.findByTestId('view-component');
    fireEvent.click(screen.getByRole('button', { name: 'Adults' }));
    await waitFor(() => expect(screen.getByTestId('view-title').textContent).toBe('Adults'));
    expect(activeTitle()).toBe('Adults');
    expect(screen.getByTestId('view-settings').textContent).toBe('{"filters":[1]}');
    expect(server.stored.get(ACTIVE_KEY)).toEqual({ id: 'v2', type: 'grid' });
    // Switching mounts the other view's component.
    expect(mounts).toEqual(['v1', 'v2']);
    first.unmount();

    renderTab(server);
    await screen.findByTestId('view-component');
    expect(screen.getByTestId('view-title').textContent).toBe('Adults');
  });

  it('keeps the view component when its saved settings come back, and passes saveSettings only with xcDatatableEditable', async () => {
    const server = fakeViewsServer();
    const first = renderTab(server);
    await screen.findByTestId('view-component');
    expect(screen.getByTestId('view-component').dataset.saving).toBe('yes');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByTestId('view-settings').textContent).toBe('{"rowHeight":"tall"}'));
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/v1/views/p1/people/v1/settings', body: { rowHeight: 'tall' } },
    ]);
    expect(mounts).toEqual(['v1']);
    first.unmount();

    const viewer = fakeViewsServer({ permissions: ['airTable'] });
    renderTab(viewer);
    await screen.findByTestId('view-component');
    expect(screen.getByTestId('view-component').dataset.saving).toBe('no');
  });

  it('shows the load failure with the server message and tries again', async () => {
    const server = fakeViewsServer();
    const get = vi.mocked(server.ctx.api.get);
    const original = get.getMockImplementation()!;
    get.mockImplementationOnce(async () => {
      throw new Error('Table not found');
    });
    renderTab(server);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the views: Table not found');
    get.mockImplementation(original);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('view-component');
  });

  it('collapses and opens the drawer', async () => {
    renderTab(fakeViewsServer());
    await screen.findByTestId('view-component');
    fireEvent.click(screen.getByRole('button', { name: 'Hide views' }));
    expect(screen.queryByTestId('views-drawer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show views' }));
    expect(screen.getByTestId('views-drawer')).toBeTruthy();
  });
});

describe('the views drawer: actions', () => {
  it('creates a view of a chosen type, only for users with viewCreate', async () => {
    const server = fakeViewsServer();
    renderTab(server);
    await screen.findByTestId('view-component');
    fireEvent.click(screen.getByRole('button', { name: 'New view' }));
    const dialog = await screen.findByRole('dialog', { name: 'New view' });
    const name = within(dialog).getByRole('textbox', { name: /View name/ });
    expect((name as HTMLInputElement).value).toBe('Grid 2');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await within(dialog).findByText('View name required');
    fireEvent.change(name, { target: { value: 'Pictures' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'View type' }), { target: { value: 'gallery' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/v1/views/p1/people', body: { title: 'Pictures', type: 'gallery' } },
    ]);
    expect(items()).toEqual(['Grid', 'Pictures']);
    expect(activeTitle()).toBe('Pictures');
    expect(server.ctx.toast.success).toHaveBeenCalledWith('View created');
  });

  it('hides what the user may not do: no new view, copy, rename, share or delete without their permissions', async () => {
    renderTab(fakeViewsServer({ permissions: ['airTable', 'xcDatatableEditable'] }));
    await screen.findByTestId('view-component');
    expect(screen.queryByRole('button', { name: 'New view' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Actions of view Grid' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Copy API URL']);
  });

  it('offers every action to the creator', async () => {
    renderTab(fakeViewsServer());
    await screen.findByTestId('view-component');
    fireEvent.click(screen.getByRole('button', { name: 'Actions of view Grid' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual([
      'Copy view',
      'Rename',
      'Share view',
      'Copy API URL',
      'Delete',
    ]);
  });

  it('copies a view with its settings under a new name', async () => {
    const server = fakeViewsServer({ views: [view('v1', 'Adults', { settings: { filters: [1] } })] });
    renderTab(server);
    await screen.findByTestId('view-component');
    await choose('Adults', 'Copy view');
    const dialog = await screen.findByRole('dialog', { name: 'Copy view' });
    expect((within(dialog).getByRole('textbox', { name: /View name/ }) as HTMLInputElement).value).toBe('Adults copy');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(items()).toEqual(['Adults', 'Adults copy']));
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'Adults copy', copyFrom: 'v1' });
    expect(activeTitle()).toBe('Adults copy');
    expect(screen.getByTestId('view-settings').textContent).toBe('{"filters":[1]}');
  });

  it("renames a view; a refused name stays in the dialog with the server's message as a toast", async () => {
    const server = fakeViewsServer({ views: [view('v1', 'Grid'), view('v2', 'Adults')] });
    renderTab(server);
    await screen.findByTestId('view-component');
    await choose('Grid', 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename view' });
    const name = within(dialog).getByRole('textbox', { name: /View name/ });
    fireEvent.change(name, { target: { value: 'adults' } });
    fireEvent.submit(name.closest('form')!);
    await waitFor(() => expect(server.ctx.toast.error).toHaveBeenCalledWith('A view named "adults" already exists'));
    expect(screen.getByRole('dialog', { name: 'Rename view' })).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Everyone' } });
    fireEvent.submit(name.closest('form')!);
    await waitFor(() => expect(items()).toEqual(['Everyone', 'Adults']));
    expect(server.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ title: 'adults' }, { title: 'Everyone' }]);
    expect(screen.getByTestId('view-title').textContent).toBe('Everyone');
  });

  it('deletes a view only after confirming, and shows the first view when the active one goes', async () => {
    const server = fakeViewsServer({ views: [view('v1', 'Grid'), view('v2', 'Adults')] });
    renderTab(server);
    await screen.findByTestId('view-component');
    fireEvent.click(screen.getByRole('button', { name: 'Adults' }));
    await choose('Adults', 'Delete');
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete view' });
    expect(within(confirm).getByText(/Delete the view 'Adults'\?/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await choose('Adults', 'Delete');
    confirm = await screen.findByRole('alertdialog', { name: 'Delete view' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(items()).toEqual(['Grid']));
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/v1/views/p1/people/v2']);
    expect(activeTitle()).toBe('Grid');
    expect(screen.getByTestId('view-title').textContent).toBe('Grid');
    expect(server.ctx.toast.success).toHaveBeenCalledWith('View deleted');

    // The server refuses to delete the last view: its message as a toast, the view stays.
    await choose('Grid', 'Delete');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.ctx.toast.error).toHaveBeenCalledWith('The last view of a table cannot be deleted'));
    expect(items()).toEqual(['Grid']);
  });

  it('shares a view: creates the link, sets and removes a password, copies the link, stops sharing', async () => {
    const server = fakeViewsServer();
    renderTab(server);
    await screen.findByTestId('view-component');
    await choose('Grid', 'Share view');
    const dialog = await screen.findByRole('dialog', { name: 'Share view Grid' });
    within(dialog).getByText(/This view is not shared/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const link = `${window.location.origin}${window.location.pathname}#/nc/view/share-v1`;
    await waitFor(() => expect((within(dialog).getByRole('textbox', { name: 'Private link' }) as HTMLInputElement).value).toBe(link));
    expect(within(dialog).getByTestId('share-password-state').textContent).toBe('Anyone with the link can open the view.');
    expect(screen.getByText('Shared')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(clipboard).toEqual([link]));

    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(within(dialog).getByTestId('share-password-state').textContent).toBe('Visitors must enter a password.'));
    expect((within(dialog).getByLabelText('Password') as HTMLInputElement).value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove password' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('share-password-state').textContent).toBe('Anyone with the link can open the view.'),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    await within(dialog).findByText(/This view is not shared/);
    expect(screen.queryByText('Shared')).toBeNull();
    expect(server.calls.filter((c) => c.path.endsWith('/share')).map((c) => [c.method, c.body])).toEqual([
      ['POST', { password: null }],
      ['POST', { password: 'secret' }],
      ['POST', { password: null }],
      ['DELETE', undefined],
    ]);
  });

  it("copies the view's REST URL with its where, sort and fields", async () => {
    const server = fakeViewsServer({
      views: [view('v1', 'Adults', { query: { where: '(age,gt,17)', sort: '-name', fields: 'id,name' } })],
    });
    renderTab(server);
    await screen.findByTestId('view-component');
    await choose('Adults', 'Copy API URL');
    const url = `${window.location.origin}/nc/p1/api/v1/People?where=%28age%2Cgt%2C17%29&sort=-name&fields=id%2Cname`;
    await waitFor(() => expect(clipboard).toEqual([url]));
    expect(server.ctx.toast.success).toHaveBeenCalledWith(`API URL copied: ${url}`);
  });
});
