import { ConfirmQueue } from '@plinth/sdk/web';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RootStore } from '../src/store/RootStore.js';
import { renderApp } from './helpers.js';

let root: RootStore | undefined;
afterEach(() => {
  root?.dispose();
  root = undefined;
});

async function frame() {
  ({ root } = await renderApp({ plugins: [] }));
  return root;
}

/** Asks through the plugin-facing context and waits for the dialog. */
async function ask(r: RootStore, options: Parameters<RootStore['ctx']['confirm']>[0]) {
  let answer!: Promise<boolean>;
  act(() => {
    answer = r.ctx.confirm(options);
  });
  return { answer, dialog: await screen.findByRole('alertdialog', { name: options.title }) };
}

describe('ctx.confirm', () => {
  it('resolves true on the confirm button, with the frame’s labels where the question names none', async () => {
    const r = await frame();
    const { answer, dialog } = await ask(r, { title: 'Publish?', body: 'Everyone will see it.' });
    expect(within(dialog).getByText('Everyone will see it.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBe(document.activeElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('resolves false on Cancel and on Escape; a dangerous action starts on Cancel', async () => {
    const r = await frame();
    let asked = await ask(r, { title: 'Delete row?', confirmLabel: 'Delete', cancelLabel: 'Keep', danger: true });
    expect(within(asked.dialog).getByRole('button', { name: 'Keep' })).toBe(document.activeElement);
    fireEvent.click(within(asked.dialog).getByRole('button', { name: 'Keep' }));
    await expect(asked.answer).resolves.toBe(false);

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    asked = await ask(r, { title: 'Delete row?', confirmLabel: 'Delete', danger: true });
    fireEvent.keyDown(asked.dialog, { key: 'Escape' });
    await expect(asked.answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('confirms with Enter outside the buttons, and shows content of its own as the body', async () => {
    const r = await frame();
    const { answer, dialog } = await ask(r, { title: 'Delete project?', body: <input type="checkbox" aria-label="Also the file" /> });
    fireEvent.keyDown(within(dialog).getByRole('checkbox', { name: 'Also the file' }), { key: 'Enter' });
    await expect(answer).resolves.toBe(true);
  });

  it('shows the default labels in the chosen language', async () => {
    const r = await frame();
    await act(() => r.i18n.changeLanguage('de'));
    const { answer, dialog } = await ask(r, { title: 'Frage' });
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
  });
});

describe('ConfirmQueue', () => {
  it('shows one question at a time, in the order asked, and answers open ones false when disposed', async () => {
    const queue = new ConfirmQueue();
    const first = queue.ask({ title: 'first' });
    const second = queue.ask({ title: 'second' });
    const third = queue.ask({ title: 'third' });
    expect(queue.current?.options.title).toBe('first');
    queue.answer(true);
    await expect(first).resolves.toBe(true);
    expect(queue.current?.options.title).toBe('second');
    queue.dispose();
    await expect(second).resolves.toBe(false);
    await expect(third).resolves.toBe(false);
    expect(queue.current).toBeNull();
  });
});
