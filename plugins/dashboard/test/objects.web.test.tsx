/**
 * Database objects in the tree: the Triggers and Indexes folders, and for admins, when a plugin
 * contributes the definition tabs, a folder's 'New in ...' action and a view's 'Definition of ...'
 * action (each opening the tab with `{ projectId, dbAlias, name, type }`); none for other roles.
 */
import type { WebPart } from '@plinth/sdk/web';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DashboardPage from '../web/DashboardPage.js';
import { en, fakeContext, renderPage } from './helpers.js';

function ParamsViewer({ tab }: { tab: { key: string; name: string; params?: Record<string, string> } }) {
  return <pre data-testid="viewer">{JSON.stringify({ name: tab.name, params: tab.params })}</pre>;
}
const objectsPlugin: WebPart = {
  dashboardTabs: ['viewDefinition', 'function', 'trigger', 'index'].map((type) => ({
    type,
    title: type,
    component: ParamsViewer,
    permission: 'dbObjectRead',
  })),
};
const handlers = {
  viewList: () => ({ list: [{ tn: 'cheap_books', _tn: 'cheap_books', type: 'view' }] }),
  triggerList: () => ({ list: [{ trigger_name: 'stamp', tn: 'books', timing: 'AFTER', event: 'INSERT' }] }),
  indexList: () => ({ list: [{ index_name: 'books_title', tn: 'books', columns: ['title'], unique: false }] }),
};
const folder = (key: string) => screen.getByRole('treeitem', { name: new RegExp(`^${en(key)}`) });
/** The trailing action buttons of a tree item (or the tree), its subtree's left out; Primer hides them from the accessibility tree. */
const actionsOf = (item: HTMLElement) =>
  within(item)
    .queryAllByRole('button', { hidden: true })
    .filter((b) => b.closest('[role="treeitem"]') === item || item.getAttribute('role') === 'tree');
/** A button's name from the tooltip it is labelled by (jsdom computes no name through it). */
const labelOf = (button: HTMLElement) =>
  button.getAttribute('aria-label') ?? document.getElementById(button.getAttribute('aria-labelledby') ?? '')?.textContent;
/** What each open tab's viewer was handed (tabs stay mounted). */
const viewers = async () =>
  (await screen.findAllByTestId('viewer')).map(
    (v) => JSON.parse(v.textContent ?? '{}') as { name: string; params: Record<string, string> },
  );

describe('database objects in the tree', () => {
  it('lists triggers and indexes and opens each in its own tab type', async () => {
    const { ctx, callsOf } = fakeContext({ handlers, webParts: { 'db-objects': objectsPlugin } });
    renderPage(ctx, DashboardPage);
    await screen.findByRole('treeitem', { name: 'authors' });
    fireEvent.click(folder('tree.triggers'));
    fireEvent.click(await screen.findByRole('treeitem', { name: 'stamp' }));
    expect(await viewers()).toContainEqual({ name: 'stamp', params: { projectId: 'p1', dbAlias: 'db', name: 'stamp', type: 'trigger' } });
    expect(callsOf('triggerList')[0]?.body).toEqual({ project_id: 'p1', dbAlias: 'db' });
    fireEvent.click(folder('tree.indexes'));
    expect(await screen.findByRole('treeitem', { name: 'books_title' })).toBeTruthy();
  });

  it("gives admins a folder's New action and a view's Definition action", async () => {
    const { ctx } = fakeContext({ handlers, webParts: { 'db-objects': objectsPlugin } });
    renderPage(ctx, DashboardPage);
    await screen.findByRole('treeitem', { name: 'authors' });
    const [newFunction, ...more] = actionsOf(folder('tree.functions'));
    expect(more).toEqual([]);
    expect(labelOf(newFunction!)).toBe(en('tree.new', { folder: en('tree.functions') }));
    fireEvent.click(newFunction!);
    expect(await viewers()).toContainEqual({
      name: en('tree.new', { folder: en('tree.functions') }),
      params: { projectId: 'p1', dbAlias: 'db', name: '', type: 'function' },
    });

    fireEvent.click(folder('tree.views'));
    const view = await screen.findByRole('treeitem', { name: /^cheap_books/ });
    const [definition] = actionsOf(view);
    expect(labelOf(definition!)).toBe(en('tree.definition', { name: 'cheap_books' }));
    fireEvent.click(definition!);
    expect(await viewers()).toContainEqual({
      name: 'cheap_books',
      params: { projectId: 'p1', dbAlias: 'db', name: 'cheap_books', type: 'view' },
    });
    // No New action where no plugin contributes the tab (procedures, sequences here), none on tables.
    expect(actionsOf(folder('tree.procedures'))).toEqual([]);
    expect(actionsOf(screen.getByRole('treeitem', { name: 'authors' }))).toEqual([]);
    // The view definition tab is no tool of Settings.
    expect(screen.queryByRole('treeitem', { name: 'viewDefinition' })).toBeNull();
  });

  it('gives other roles neither action', async () => {
    const { ctx } = fakeContext({
      handlers,
      roles: { editor: true },
      permissions: ['airTable'],
      webParts: { 'db-objects': objectsPlugin },
    });
    renderPage(ctx, DashboardPage);
    await screen.findByRole('treeitem', { name: 'authors' });
    fireEvent.click(folder('tree.views'));
    await screen.findByRole('treeitem', { name: 'cheap_books' });
    expect(actionsOf(screen.getByRole('tree'))).toEqual([]);
  });
});
