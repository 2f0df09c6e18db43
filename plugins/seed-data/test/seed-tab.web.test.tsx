/**
 * The Sample data tab under jsdom, against a fake of the seed operations: rows per table checked
 * before anything is sent, settings saved then the run started, a progress bar per table read
 * again while it runs, a notification and a toast when it ends, Stop, and Remove sample data only
 * after the confirmation.
 */
import { fakeWebContext, withPlinth } from '@plinth/sdk/testing/web';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SeedProgress, SeedSettings, SeedSettingsAnswer } from '../types.js';
import type { SeedApi } from '../web/api.js';
import { en } from '../web/i18n.js';
import { SeedDataPanel } from '../web/SeedDataTab.js';

/** Seed operations over a project with two tables; a started run advances `step` rows per read until done (or forever). */
function fakeSeed(step: number | null) {
  let settings: SeedSettings | null = null;
  let progress: SeedProgress = { status: 'idle', runId: null, tables: [], links: 0 };
  let recorded: Record<string, number> = {};
  const read = vi.fn(async (): Promise<SeedSettingsAnswer> => {
    if (progress.status === 'running' && step !== null) {
      const tables = progress.tables.map((t) => ({ ...t, done: Math.min(t.total, t.done + step) }));
      const done = tables.every((t) => t.done === t.total);
      progress = { ...progress, tables, links: 7, status: done ? 'done' : 'running' };
      recorded = Object.fromEntries(tables.map((t) => [t.tn, t.done]));
    }
    return { settings, progress, recorded };
  });
  const save = vi.fn(async (s: SeedSettings) => {
    settings = s;
    return { settings: s, plan: { locale: s.locale, tables: [], total: 0 } };
  });
  const start = vi.fn(async () => {
    progress = {
      status: 'running',
      runId: 'r1',
      links: 0,
      tables: settings!.tables.map((t) => ({ tn: t.tn, _tn: t.tn, done: 0, total: t.rows })),
    };
    return progress;
  });
  const stop = vi.fn(async () => {
    recorded = { companies: 40 };
    progress = { ...progress, status: 'stopped', tables: progress.tables.map((t) => ({ ...t, done: 40 })) };
    return progress;
  });
  const remove = vi.fn(async () => {
    const removed = recorded;
    recorded = {};
    return { msg: 'removed', removed };
  });
  const tables = vi.fn(async () => ({
    list: [
      { tn: 'companies', _tn: 'companies', type: 'table' },
      { tn: 'contacts', _tn: 'contacts', type: 'table' },
      { tn: 'open_deals', _tn: 'open_deals', type: 'view' },
    ],
  }));
  return { api: { read, save, start, stop, remove, tables } as SeedApi, read, save, start, stop, remove };
}

function renderTab(step: number | null) {
  const seed = fakeSeed(step);
  const progress = { busy: false, online: true, start: vi.fn(), stop: vi.fn(), transfer: vi.fn() };
  const ctx = fakeWebContext({ texts: en, progress });
  render(withPlinth(ctx, <SeedDataPanel api={seed.api} />));
  return { ...seed, ctx, progress };
}

describe('Sample data tab', () => {
  it('checks rows, saves and starts, shows progress per table, tells when done, and removes only after confirming', async () => {
    const { save, start, remove, ctx, progress } = renderTab(125);
    const table = await screen.findByRole('table', { name: 'Tables to fill' });
    // Views get no rows.
    expect(within(table).queryByText('open_deals')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove sample data' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByText('Choose at least one table');
    expect(save).not.toHaveBeenCalled();

    fireEvent.click(within(table).getByRole('checkbox', { name: 'companies' }));
    const rows = screen.getByRole('spinbutton', { name: 'Rows for companies' });
    fireEvent.change(rows, { target: { value: '100001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Enter a whole number from 1 to 100000');
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(rows, { target: { value: '250' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Language of the data' }), { target: { value: 'de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(start).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({ locale: 'de', tables: [{ tn: 'companies', rows: 250 }] });
    expect(await screen.findByRole('progressbar', { name: 'companies: 0 of 250 rows' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
    expect(rows).toHaveProperty('disabled', true);

    await screen.findByRole('progressbar', { name: 'companies: 250 of 250 rows' }, { timeout: 8000 });
    await screen.findByText(/Finished · 7 links added/);
    expect(progress.start).toHaveBeenCalledTimes(1);
    expect(progress.stop).toHaveBeenCalledTimes(1);
    expect(ctx.notifications.push).toHaveBeenCalledWith(expect.objectContaining({ title: 'Sample data added', status: 'success' }));
    expect(ctx.toast.success).toHaveBeenCalledWith('Sample data added');
    expect(screen.getByText('250 sample rows in the table')).toBeTruthy();

    // Cancelled: nothing removed.
    fireEvent.click(screen.getByRole('button', { name: 'Remove sample data' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the sample data?' });
    expect(dialog.textContent).toContain('The 250 rows added as sample data are deleted. Every other row stays.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove sample data' }));
    const again = await screen.findByRole('alertdialog', { name: 'Remove the sample data?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Remove sample data' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(ctx.toast.success).toHaveBeenCalledWith('250 sample rows removed'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove sample data' })).toHaveProperty('disabled', true));
  }, 20_000);

  it("shows the server's refusal and starts nothing", async () => {
    const seed = fakeSeed(1);
    seed.save.mockRejectedValueOnce(new Error("Table 'contacts' needs rows in 'companies': add sample rows to 'companies' too"));
    render(withPlinth(fakeWebContext({ texts: en }), <SeedDataPanel api={seed.api} />));
    const table = await screen.findByRole('table', { name: 'Tables to fill' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'contacts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByText("Table 'contacts' needs rows in 'companies': add sample rows to 'companies' too");
    expect(seed.save).toHaveBeenCalledWith({ locale: 'en', tables: [{ tn: 'contacts', rows: 100 }] });
    expect(seed.start).not.toHaveBeenCalled();
  });

  it('stops a run: Stop calls seedStop and the end is told as stopped', async () => {
    const { stop, ctx } = renderTab(null);
    const table = await screen.findByRole('table', { name: 'Tables to fill' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'companies' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(stop).toHaveBeenCalledTimes(1));
    await screen.findByText('Stopped');
    expect(await screen.findByRole('progressbar', { name: 'companies: 40 of 100 rows' })).toBeTruthy();
    expect(ctx.notifications.push).toHaveBeenCalledWith(expect.objectContaining({ title: 'Sample data stopped' }));
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });
});
