import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RootStore } from '../src/store/RootStore.js';
import { renderApp, webPlugin } from './helpers.js';

let root: RootStore | undefined;
afterEach(() => {
  root?.dispose();
  root = undefined;
});

const press = (letter: string, target: Element = document.body) =>
  fireEvent.keyDown(target, { key: letter.toUpperCase(), code: `Key${letter.toUpperCase()}`, ctrlKey: true, shiftKey: true });

const page = webPlugin('page', {
  routes: [{ path: '/page', component: () => <input aria-label="Name" /> }],
  settingsPanels: [{ id: 'page', title: 'Page panel', component: () => <p>panel</p> }],
});

describe('keyboard shortcuts (000 s.2)', () => {
  it('ctrl+shift+c opens settings, ctrl+shift+d goes to /', async () => {
    ({ root } = await renderApp({ plugins: [page], hash: '#/page' }));
    press('c');
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    press('d');
    expect(await screen.findByRole('heading', { name: 'Welcome to Plinth' })).toBeTruthy();
    // Plain c and d as well, for browsers that keep ctrl+shift+c to themselves.
    fireEvent.keyDown(document.body, { key: 'c', code: 'KeyC' });
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeTruthy();
  });

  it('ctrl+shift+o and ctrl+shift+l toggle the output and log windows; ctrl+shift+t says the terminal is coming', async () => {
    ({ root } = await renderApp({ plugins: [] }));
    press('o');
    expect(root.ui.settings.panels).toEqual({ output: true });
    press('l');
    press('o');
    expect(root.ui.settings.panels).toEqual({ output: false, log: true });
    press('t');
    expect(within(screen.getByRole('status')).getByText('Coming soon')).toBeTruthy();
  });

  it('ctrl+shift+b toggles dark mode when the themes plugin binds it, and a plugin terminal wins over the default', async () => {
    const opened: string[] = [];
    const tools = webPlugin('tools', {
      shortcuts: [
        { keys: 'ctrl+shift+b', description: 'dark', run: (ctx) => ctx.ui.update({ darkTheme: !ctx.ui.settings.darkTheme }) },
        { keys: 'ctrl+shift+t', description: 'terminal', run: () => opened.push('terminal') },
      ],
    });
    ({ root } = await renderApp({ plugins: [tools] }));
    press('b');
    expect(root.ui.settings.darkTheme).toBe(true);
    press('t');
    expect(opened).toEqual(['terminal']);
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it('ignores every shortcut while typing in a field', async () => {
    ({ root } = await renderApp({ plugins: [page], hash: '#/page' }));
    const input = await screen.findByRole('textbox', { name: 'Name' });
    act(() => input.focus());
    for (const letter of ['c', 'd', 'o', 'l', 't']) press(letter, input);
    for (const letter of ['c', 'd']) fireEvent.keyDown(input, { key: letter, code: `Key${letter.toUpperCase()}` });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.hash).toBe('#/page');
    expect(root.ui.settings.panels).toEqual({});
    expect(screen.queryByText('Coming soon')).toBeNull();
  });
});
