import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsState } from '../src/store/NotificationsState.js';
import type { RootStore } from '../src/store/RootStore.js';
import { ToastState, TOAST_DURATION_MS } from '../src/store/ToastState.js';
import { renderApp } from './helpers.js';

const op = { type: 'Create', module: 'projects', title: 'Project p1' } as const;

describe('notification store (000 s.4)', () => {
  it('settles a pending item with the success of the same type, module and title, and toasts it', () => {
    const toasts = new ToastState();
    const store = new NotificationsState(toasts, () => 42);
    store.push({ ...op, status: 'pending' });
    // Same title in another module: a different operation, which stays pending.
    store.push({ ...op, module: 'auth', status: 'pending' });
    expect(store.hasPending).toBe(true);
    expect(toasts.items).toEqual([]);

    store.push({ ...op, status: 'success' });
    expect(store.items.map((n) => [n.module, n.status])).toEqual([
      ['projects', 'success'],
      ['auth', 'pending'],
    ]);
    expect(store.items[0]?.time).toBe(42);
    expect(toasts.items.map((t) => [t.kind, t.message])).toEqual([['success', 'Project p1']]);

    store.push({ ...op, module: 'auth', status: 'error' });
    expect(store.hasPending).toBe(false);
    expect(toasts.items.map((t) => t.kind)).toEqual(['success', 'error']);
    toasts.dispose();
  });

  it('does not settle on another type or title, and never toasts List or pending items', () => {
    const toasts = new ToastState();
    const store = new NotificationsState(toasts);
    store.push({ ...op, status: 'pending' });
    store.push({ ...op, type: 'Delete', status: 'success' });
    store.push({ ...op, title: 'Project p2', status: 'success' });
    expect(store.items.filter((n) => n.status === 'pending')).toHaveLength(1);
    store.push({ type: 'List', module: 'projects', title: 'Projects', status: 'pending' });
    store.push({ type: 'List', module: 'projects', title: 'Projects', status: 'success' });
    expect(toasts.items.map((t) => t.message)).toEqual(['Project p1', 'Project p2']);
    toasts.dispose();
  });

  it('clears every settled item and keeps the pending ones', () => {
    const toasts = new ToastState();
    const store = new NotificationsState(toasts);
    store.push({ ...op, status: 'pending' });
    store.push({ ...op, title: 'other', status: 'error' });
    store.clear();
    expect(store.items.map((n) => n.status)).toEqual(['pending']);
    toasts.dispose();
  });
});

describe('toast durations (000 s.9, 001 s.8)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps info and error toasts 3 s, success 5 s, and a given duration (1-5 s) exactly', () => {
    vi.useFakeTimers();
    const toasts = new ToastState();
    toasts.info('info');
    toasts.error('error');
    toasts.success('success');
    toasts.info('lazy load', 2000);
    expect(TOAST_DURATION_MS).toEqual({ info: 3000, success: 5000, error: 3000 });
    vi.advanceTimersByTime(1999);
    expect(toasts.items).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(toasts.items.map((t) => t.message)).toEqual(['info', 'error', 'success']);
    vi.advanceTimersByTime(1000);
    expect(toasts.items.map((t) => t.message)).toEqual(['success']);
    vi.advanceTimersByTime(1999);
    expect(toasts.items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.items).toEqual([]);
  });
});

describe('notifications panel', () => {
  let root: RootStore | undefined;
  afterEach(() => root?.dispose());

  it("reads 'No new notifications', lists items in a list at most 250 px high, and clears", async () => {
    ({ root } = await renderApp({ plugins: [] }));
    const bell = within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications' });
    fireEvent.click(bell);
    expect(await screen.findByText('No new notifications')).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    act(() => {
      root!.notifications.push({ ...op, status: 'pending' });
      root!.notifications.push({ ...op, title: 'Table t1', status: 'error' });
    });
    expect(within(screen.getByRole('banner')).getByText('2')).toBeTruthy();
    fireEvent.click(bell);
    const item = await screen.findByRole('menuitem', { name: /Table t1/ });
    const list = item.closest('ul')!;
    // CSS modules keep the class; the 250 px limit itself is in topbar.module.css.
    expect(list.className).toMatch(/notificationList/);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Clear' }));
    expect(root.notifications.items.map((n) => n.title)).toEqual(['Project p1']);
  });
});
