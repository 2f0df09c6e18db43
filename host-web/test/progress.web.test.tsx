import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgressState, TRANSFER_BAR_MS, TRANSFER_THROTTLE_MS } from '../src/store/ProgressState.js';
import type { RootStore } from '../src/store/RootStore.js';
import { renderApp } from './helpers.js';

describe('progress counters (000 s.4)', () => {
  it('counts nested start/stop pairs and never goes below zero', () => {
    const progress = new ProgressState(Date.now, null);
    progress.start();
    progress.start();
    progress.stop();
    expect(progress.active).toBe(true);
    progress.stop();
    expect(progress.active).toBe(false);
    progress.stop();
    expect(progress.count).toBe(0);
    progress.start();
    expect(progress.active).toBe(true);
  });

  it('tracks a task until it settles, failed or not', async () => {
    const progress = new ProgressState(Date.now, null);
    let fail!: (err: Error) => void;
    const task = progress.track(new Promise<void>((_resolve, reject) => (fail = reject)));
    expect(progress.count).toBe(1);
    fail(new Error('nope'));
    await expect(task).rejects.toThrow('nope');
    expect(progress.count).toBe(0);
  });

  it('follows the online and offline events of the window', () => {
    const target = new EventTarget();
    const progress = new ProgressState(Date.now, target as unknown as Window);
    expect(progress.online).toBe(true);
    target.dispatchEvent(new Event('offline'));
    expect(progress.online).toBe(false);
    target.dispatchEvent(new Event('online'));
    expect(progress.online).toBe(true);
    progress.dispose();
    target.dispatchEvent(new Event('offline'));
    expect(progress.online).toBe(true);
  });
});

describe('transfer loading bar (3 s, 200 ms throttle)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drops reports closer than 200 ms, except completion, and hides 3 s after the last shown one', () => {
    vi.useFakeTimers();
    const progress = new ProgressState(() => Date.now(), null);
    progress.transfer(10, 100);
    expect(progress.transferPercent).toBe(10);
    vi.advanceTimersByTime(TRANSFER_THROTTLE_MS - 1);
    progress.transfer(20, 100);
    expect(progress.transferPercent).toBe(10);
    vi.advanceTimersByTime(1);
    progress.transfer(30, 100);
    expect(progress.transferPercent).toBe(30);
    progress.transfer(100, 100);
    expect(progress.transferPercent).toBe(100);
    vi.advanceTimersByTime(TRANSFER_BAR_MS - 1);
    expect(progress.transferPercent).toBe(100);
    vi.advanceTimersByTime(1);
    expect(progress.transferPercent).toBeNull();
  });
});

describe('busy bar and status in the frame', () => {
  let root: RootStore | undefined;
  afterEach(() => root?.dispose());

  it('is busy while a counter or a pending notification exists, and shows transfer and offline status', async () => {
    ({ root } = await renderApp({ plugins: [] }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => root!.ctx.progress!.start());
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    act(() => root!.ctx.progress!.stop());
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => root!.notifications.push({ type: 'Create', module: 'm', title: 't', status: 'pending' }));
    expect(root.ctx.progress!.busy).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    act(() => root!.notifications.push({ type: 'Create', module: 'm', title: 't', status: 'success' }));
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => root!.ctx.progress!.transfer(512, 1024));
    expect(screen.getByRole('progressbar', { name: 'Transfer progress' }).getAttribute('aria-valuenow')).toBe('50');
    act(() => root!.progress.endTransfer());

    expect(screen.queryByText('Offline')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('Offline')).toBeTruthy();
    expect(root.ctx.progress!.online).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText('Offline')).toBeNull();
  });
});
