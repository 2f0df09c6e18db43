import { lazyComponent, usePlinth, useRoute } from '@plinth/sdk/web';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RootStore } from '../src/store/RootStore.js';
import { listItem, renderApp, webPlugin } from './helpers.js';

let current: RootStore | undefined;
afterEach(() => {
  current?.dispose();
  current = undefined;
});
const start = async (...args: Parameters<typeof renderApp>) => {
  const result = await renderApp(...args);
  current = result.root;
  return result;
};

function Boom(): never {
  throw new Error('plugin page exploded');
}

const demo = webPlugin('demo', {
  routes: [
    { path: '/demo', component: () => <h1>Demo page</h1> },
    { path: '/demo/lazy', component: lazyComponent(async () => ({ default: () => <h1>Lazy page</h1> })) },
    { path: '/demo/bare', layout: 'empty', component: () => <h1>Bare page</h1> },
    { path: '/demo/boom', component: Boom },
  ],
  topBarItems: [{ id: 'hello', component: () => <button type="button">Demo button</button> }],
  userMenuItems: [{ id: 'about', label: 'menu.about', onSelect: (ctx) => ctx.toast.info('About demo') }],
  settingsPanels: [{ id: 'demo', title: 'settings.demo', component: () => <p>Demo settings body</p> }],
  shortcuts: [{ keys: 'ctrl+shift+x', description: 'demo', run: (ctx) => ctx.navigate('/demo') }],
  i18n: { en: { 'menu.about': 'About demo', 'settings.demo': 'Demo panel' } },
});

describe('frame', () => {
  it('renders the top bar with the version and plugin items on the index page', async () => {
    await start({ plugins: [demo] });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Plinth' })).toHaveProperty('hash', '#/projects');
    expect(within(banner).getByRole('link', { name: 'Docs' })).toBeTruthy();
    expect(within(banner).getByText('v9.9.9')).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Demo button' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome to Plinth' })).toBeTruthy();
  });

  it('renders plugin routes in their layout, lazy ones included', async () => {
    await start({ plugins: [demo], hash: '#/demo' });
    expect(screen.getByRole('heading', { name: 'Demo page' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    act(() => {
      window.location.hash = '#/demo/lazy';
    });
    expect(await screen.findByRole('heading', { name: 'Lazy page' })).toBeTruthy();
    act(() => {
      window.location.hash = '#/demo/bare';
    });
    expect(await screen.findByRole('heading', { name: 'Bare page' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('hides every contribution of a plugin that is not started', async () => {
    await start({ plugins: [demo], list: [listItem('demo', 'disabled')], hash: '#/demo' });
    expect(screen.getByRole('heading', { name: 'Not Found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Demo button' })).toBeNull();
  });

  it('shows the 404 page for an unknown route', async () => {
    await start({ plugins: [], hash: '#/no/such/page' });
    expect(screen.getByRole('heading', { name: 'Not Found' })).toBeTruthy();
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('#/');
    expect(document.title).toBe('Not Found');
  });

  it('serves the /error routes', async () => {
    await start({ plugins: [], hash: '#/error/403' });
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeTruthy();
    expect(screen.getByText('Forbidden')).toBeTruthy();
    expect(document.title).toBe('Forbidden');
    act(() => {
      window.location.hash = '#/error/404';
    });
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });

  it('shows the error page when a screen throws, and recovers on navigation', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await start({ plugins: [demo], hash: '#/demo/boom' });
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeTruthy();
    expect(screen.getByText('plugin page exploded')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
    act(() => {
      window.location.hash = '#/';
    });
    expect(await screen.findByRole('heading', { name: 'Welcome to Plinth' })).toBeTruthy();
    consoleError.mockRestore();
  });

  it('opens settings with ctrl+shift+c: plugin panels as tabs, then Version & Updates', async () => {
    await start({ plugins: [demo] });
    fireEvent.keyDown(document.body, { key: 'C', code: 'KeyC', ctrlKey: true, shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    const tabs = within(dialog)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual(['Demo panel', 'Version & Updates']);
    expect(within(dialog).getByText('Demo settings body')).toBeTruthy();
    // Primer's tabs select on mouse down, as a real click starts.
    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'Version & Updates' }));
    expect(within(dialog).getByText('9.9.9')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Application refresh' })).toBeNull();
    fireEvent.doubleClick(within(dialog).getByText('9.9.9'));
    expect(within(dialog).getByRole('button', { name: 'Application refresh' })).toBeTruthy();
  });

  it('runs plugin shortcuts and the host ctrl+shift+d shortcut', async () => {
    await start({ plugins: [demo] });
    fireEvent.keyDown(document.body, { key: 'X', code: 'KeyX', ctrlKey: true, shiftKey: true });
    expect(await screen.findByRole('heading', { name: 'Demo page' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'D', code: 'KeyD', ctrlKey: true, shiftKey: true });
    expect(await screen.findByRole('heading', { name: 'Welcome to Plinth' })).toBeTruthy();
  });

  it('lists plugin user-menu entries translated in their namespace', async () => {
    await start({ plugins: [demo] });
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'About demo' }));
    expect(await screen.findByText('About demo', { selector: '[role="status"] *' })).toBeTruthy();
  });

  it('gives plugin components the WebContext', async () => {
    function WhoAmI() {
      const ctx = usePlinth();
      return <p>language {ctx.i18n.language}</p>;
    }
    await start({ plugins: [webPlugin('who', { routes: [{ path: '/who', component: WhoAmI }] })], hash: '#/who' });
    expect(screen.getByText('language en')).toBeTruthy();
  });

  it('gives a screen its route with useRoute() from its first render, and plugin code the address', async () => {
    const seen: string[] = [];
    function Item() {
      const { params, search } = useRoute();
      // recorded at every render: the first one must already see this screen's route
      seen.push(`${params.id}${search}`);
      return <p>item {params.id}</p>;
    }
    const { root } = await start({
      plugins: [
        webPlugin('items', {
          routes: [
            { path: '/items/:id', component: Item },
            { path: '/other', component: () => <p>other</p> },
          ],
        }),
      ],
      hash: '#/other',
    });
    expect([root.route.path, root.route.search]).toEqual(['/other', '']);
    act(() => {
      window.location.hash = '#/items/42?tab=a';
    });
    expect(await screen.findByText('item 42')).toBeTruthy();
    expect(new Set(seen)).toEqual(new Set(['42?tab=a']));
    expect([root.route.path, root.route.search]).toEqual(['/items/42', '?tab=a']);
  });

  it('applies dark mode from the UI settings to the Primer theme root', async () => {
    const { root, view } = await start({ plugins: [] });
    const themeRoot = view.container.querySelector('[data-component="ThemeProvider"]');
    expect(themeRoot?.getAttribute('data-color-mode')).toBe('light');
    act(() => root.ui.update({ darkTheme: true }));
    await waitFor(() => expect(themeRoot?.getAttribute('data-color-mode')).toBe('dark'));
  });
});
