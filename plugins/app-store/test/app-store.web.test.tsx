/**
 * The App Store tab under jsdom, against a fake `ctx.plugins`: the cards with their states, the
 * search and category filter, the enable switch (a disable confirmed and naming its dependants),
 * the settings form generated from a JSON Schema (a secret, a list of objects) and the body it
 * saves, a settings test run on the unsaved values, and a 400 shown in the dialog.
 */
import type { PluginListItem, PluginSettingsAnswer } from '@plinth/sdk';
import { fakeWebContext, withPlinth } from '@plinth/sdk/testing/web';
import { ApiError, observable, runInAction, type ApiClient, type PluginsView } from '@plinth/sdk/web';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AppStoreTab from '../web/AppStoreTab.js';
import { en } from '../web/i18n.js';

function item(patch: Partial<PluginListItem> & Pick<PluginListItem, 'id' | 'displayName'>): PluginListItem {
  return {
    version: '0.1.0',
    description: '',
    dependsOn: [],
    optionalDependsOn: [],
    kind: 'built-in',
    state: 'started',
    enabled: true,
    hasWeb: true,
    hooks: [],
    routes: [],
    rpcOperations: [],
    category: 'Other',
    hasSettings: false,
    settingsTests: [],
    ...patch,
  };
}

const LIST: PluginListItem[] = [
  item({
    id: 'branding',
    displayName: 'Branding',
    description: 'The name and logo of the top bar',
    category: 'Appearance',
    icon: 'paintbrush',
    hasSettings: true,
  }),
  item({
    id: 'mailer',
    displayName: 'Mailer',
    description: 'Sends e-mail over SMTP',
    category: 'Integrations',
    icon: 'mail',
    hasSettings: true,
    settingsTests: [{ name: 'send', label: 'Send a test mail' }],
  }),
  item({ id: 'grid-view', displayName: 'Grid view', description: 'Rows in a grid', category: 'Views', dependsOn: ['views'] }),
  item({ id: 'views', displayName: 'Views', description: 'View records', category: 'Views' }),
  item({ id: 'broken', displayName: 'Broken', category: 'Other', state: 'failed', error: 'setup threw: no database' }),
  item({ id: 'off', displayName: 'Sleeper', state: 'disabled', enabled: false, kind: 'installed', icon: '/plugin-assets/off/icon.svg' }),
];

const MAILER_SETTINGS: PluginSettingsAnswer = {
  value: {
    host: 'smtp.example.com',
    port: 25,
    secure: false,
    from: 'ops@example.com',
    password: null,
    recipients: [{ email: 'a@example.com', name: 'A' }],
  },
  secretsSet: ['password'],
  schema: {
    type: 'object',
    properties: {
      host: { type: 'string', title: 'SMTP host', description: 'Where mail is sent' },
      port: { type: 'integer', minimum: 1, maximum: 65535, default: 587 },
      secure: { type: 'boolean', default: false },
      mode: { type: 'string', enum: ['smtp', 'log'], default: 'smtp' },
      from: { type: 'string', format: 'email' },
      password: { type: 'string', writeOnly: true },
      recipients: {
        type: 'array',
        maxItems: 2,
        default: [],
        items: {
          type: 'object',
          properties: { email: { type: 'string', format: 'email' }, name: { type: 'string' } },
          required: ['email'],
        },
      },
    },
  },
};

function setup(options: { install?: { enabled: boolean; allowed: boolean } } = {}) {
  const state = observable({ list: LIST.map((p) => ({ ...p })) });
  const setEnabled = vi.fn(async (id: string, enabled: boolean) => {
    if (id === 'views' && !enabled) throw new ApiError(409, "Plugin 'views' provides something and cannot be disabled");
    runInAction(() => {
      const p = state.list.find((x) => x.id === id)!;
      p.enabled = enabled;
      p.state = enabled ? 'started' : 'disabled';
    });
  });
  const plugins: PluginsView = {
    get list() {
      return state.list;
    },
    refresh: vi.fn(async () => undefined),
    setEnabled,
    settingsSaved: vi.fn(),
    loadErrors: new Map([['off', 'Failed to fetch dynamically imported module']]),
  };
  const get = vi.fn(async (path: string) => {
    if (path === '/api/v1/plugins/install') return { enabled: false, allowed: true, maxUploadBytes: 10 * 1024 * 1024, ...options.install };
    if (path === '/api/v1/plugins/mailer/settings') return structuredClone(MAILER_SETTINGS);
    throw new ApiError(404, `no route ${path}`);
  });
  const put = vi.fn(async (_path: string, body: Record<string, unknown>) => {
    if (body.from === 'nope') throw new ApiError(400, 'recipients.0.email: Invalid email address');
    return { value: { ...body, password: null }, secretsSet: ['password'] };
  });
  const post = vi.fn(async (path: string, _body?: unknown): Promise<unknown> => {
    if (path.endsWith('/settings/tests/send')) return { msg: 'Test mail sent to a@example.com' };
    throw new ApiError(404, 'no');
  });
  const ctx = fakeWebContext({ texts: en, plugins, api: { get, put, post } as unknown as Partial<ApiClient> });
  render(withPlinth(ctx, <AppStoreTab tab={{ key: 'appStore', name: 'App Store' }} />));
  return { ctx, plugins, setEnabled, get, put, post };
}

const cards = () => within(screen.getByRole('list', { name: 'Plugins' })).getAllByRole('article');
const card = (name: string) => screen.getByRole('article', { name });

describe('App Store tab', () => {
  it('shows every plugin as a card with its state, kind, category, error and icon', async () => {
    setup();
    expect(cards()).toHaveLength(6);
    expect(within(card('Branding')).getByText('Running')).toBeTruthy();
    expect(within(card('Branding')).getByText('Appearance')).toBeTruthy();
    expect(within(card('Branding')).getByText('Built-in')).toBeTruthy();
    expect(within(card('Broken')).getByText('Failed')).toBeTruthy();
    expect(within(card('Broken')).getByText('setup threw: no database')).toBeTruthy();
    expect(within(card('Sleeper')).getByText('Disabled')).toBeTruthy();
    expect(within(card('Sleeper')).getByText('Installed')).toBeTruthy();
    expect(within(card('Sleeper')).getByText(/Its web part could not be loaded: Failed to fetch/)).toBeTruthy();
    expect(card('Sleeper').querySelector('img')?.getAttribute('src')).toBe('/plugin-assets/off/icon.svg');
    expect(within(card('Grid view')).getByText('Needs: Views')).toBeTruthy();
    expect(within(card('Sleeper')).getByRole('button', { name: 'Uninstall Sleeper' })).toBeTruthy();
    expect(within(card('Branding')).queryByRole('button', { name: /Uninstall/ })).toBeNull();
    // Installing is off here: the note for the super admin, no button.
    expect(await screen.findByText(/PLINTH_PLUGIN_INSTALL=1/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Install plugin' })).toBeNull();
  });

  it('searches name, id and description, and filters by category with counts', async () => {
    setup();
    const search = screen.getByRole('searchbox', { name: 'Search plugins' });
    fireEvent.change(search, { target: { value: 'smtp' } });
    expect(cards().map((c) => c.getAttribute('aria-labelledby'))).toEqual(['app-store-card-mailer']);
    fireEvent.change(search, { target: { value: 'GRID-' } });
    expect(cards()).toHaveLength(1);
    expect(screen.getByText('1 plugin shown')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('No plugin matches.')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });

    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All (6)', 'Appearance (1)', 'Integrations (1)', 'Other (2)', 'Views (2)']);
    fireEvent.change(category, { target: { value: 'Views' } });
    expect(cards()).toHaveLength(2);
    expect(screen.getByText('2 plugins shown')).toBeTruthy();
  });

  it('disables after a confirmation naming the dependants, enables, and shows a refusal', async () => {
    const { ctx, setEnabled } = setup();
    fireEvent.click(within(card('Views')).getByRole('button', { name: 'Enable Views' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable Views?' });
    expect(within(dialog).getByText('These plugins depend on it and stop too: Grid view.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(ctx.toast.error).toHaveBeenCalledWith("Plugin 'views' provides something and cannot be disabled"));

    fireEvent.click(within(card('Mailer')).getByRole('button', { name: 'Enable Mailer' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Disable Mailer?' })).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(within(card('Mailer')).getByText('Disabled')).toBeTruthy());
    expect(setEnabled).toHaveBeenLastCalledWith('mailer', false);

    // Enabling asks nothing.
    fireEvent.click(within(card('Sleeper')).getByRole('button', { name: 'Enable Sleeper' }));
    await waitFor(() => expect(within(card('Sleeper')).getByText('Running')).toBeTruthy());
    expect(ctx.toast.success).toHaveBeenLastCalledWith('Sleeper enabled');
  });

  it('builds the settings form from the schema, runs a test on unsaved values and saves the body', async () => {
    const { ctx, plugins, put, post } = setup();
    fireEvent.click(within(card('Mailer')).getByRole('button', { name: 'Settings of Mailer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings of Mailer' });
    const host = await within(dialog).findByRole('textbox', { name: 'SMTP host' });
    expect((host as HTMLInputElement).value).toBe('smtp.example.com');
    expect(within(dialog).getByText('Where mail is sent')).toBeTruthy();
    expect((within(dialog).getByRole('spinbutton', { name: 'Port' }) as HTMLInputElement).value).toBe('25');
    expect(within(dialog).getByRole('checkbox', { name: 'Secure' })).toBeTruthy();
    expect((within(dialog).getByRole('combobox', { name: 'Mode' }) as HTMLSelectElement).value).toBe('smtp');
    expect(within(dialog).getByRole('textbox', { name: 'From' }).getAttribute('type')).toBe('email');
    const password = dialog.querySelector<HTMLInputElement>('input[type="password"]')!;
    expect(password.value).toBe('');
    expect(password.placeholder).toBe('Set — leave empty to keep');
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toBeTruthy();

    // A second recipient, then the list is full (maxItems 2).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Recipients' }));
    const second = within(dialog).getByRole('group', { name: 'Recipients 2' });
    fireEvent.change(within(second).getByRole('textbox', { name: /Email/ }), { target: { value: 'b@example.com' } });
    expect((within(dialog).getByRole('button', { name: 'Add Recipients' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(host, { target: { value: 'mail.example.org' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Secure' }));

    // The test button sends what the form holds, unsaved; the secret left empty is left out.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send a test mail' }));
    await waitFor(() => expect(ctx.toast.success).toHaveBeenCalledWith('Test mail sent to a@example.com'));
    const expected = {
      host: 'mail.example.org',
      port: 25,
      secure: true,
      mode: 'smtp',
      from: 'ops@example.com',
      recipients: [
        { email: 'a@example.com', name: 'A' },
        { email: 'b@example.com', name: '' },
      ],
    };
    expect(post).toHaveBeenCalledWith('/api/v1/plugins/mailer/settings/tests/send', expected, expect.anything());
    expect(put).not.toHaveBeenCalled();

    // Remove the first recipient, clear the stored secret, save.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Recipients 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(within(dialog).getByText('Cleared when you save.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put).toHaveBeenCalledWith(
      '/api/v1/plugins/mailer/settings',
      { ...expected, recipients: [{ email: 'b@example.com', name: '' }], password: '' },
      expect.anything(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings of Mailer' })).toBeNull());
    expect(plugins.settingsSaved).toHaveBeenCalledWith('mailer', expect.objectContaining({ host: 'mail.example.org', password: null }));
    expect(ctx.toast.success).toHaveBeenLastCalledWith('Settings of Mailer saved');
  });

  it('sends a typed secret, and shows a 400 in the dialog with its field marked and focused', async () => {
    const { put, plugins } = setup();
    fireEvent.click(within(card('Mailer')).getByRole('button', { name: 'Settings of Mailer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings of Mailer' });
    await within(dialog).findByRole('textbox', { name: 'SMTP host' });
    fireEvent.change(dialog.querySelector('input[type="password"]')!, { target: { value: 's3cret' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'From' }), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('recipients.0.email: Invalid email address');
    expect(put.mock.calls[0]![1]).toMatchObject({ password: 's3cret', from: 'nope' });
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(within(dialog).getByText('Invalid email address')).toBeTruthy();
    expect(plugins.settingsSaved).not.toHaveBeenCalled();
  });

  it('installs from npm when installing is on, and uninstalls with the drop-tables choice', async () => {
    const { ctx, plugins, post } = setup({ install: { enabled: true, allowed: true } });
    post.mockImplementation(async (path: string, body?: unknown) => {
      if (path === '/api/v1/plugins/install' && (body as { npm: string }).npm === 'bad') throw new ApiError(400, 'No such package');
      return item({ id: 'hello', displayName: 'Hello', kind: 'installed' });
    });
    const del = vi.mocked(ctx.api.delete).mockResolvedValue({ msg: 'ok' });
    fireEvent.click(await screen.findByRole('button', { name: 'Install plugin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Install a plugin' });
    const npm = within(dialog).getByRole('textbox', { name: 'Package name' });
    fireEvent.change(npm, { target: { value: 'bad' } });
    const npmForm = within(dialog).getByRole('form', { name: 'From npm' });
    fireEvent.click(within(npmForm).getByRole('button', { name: 'Install' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No such package');
    fireEvent.change(npm, { target: { value: 'plinth-plugin-hello@1.0.0' } });
    fireEvent.click(within(npmForm).getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(ctx.toast.success).toHaveBeenCalledWith('Hello installed'));
    expect(post).toHaveBeenLastCalledWith('/api/v1/plugins/install', { npm: 'plinth-plugin-hello@1.0.0' }, expect.anything());
    expect(plugins.refresh).toHaveBeenCalledTimes(1);

    fireEvent.click(within(card('Sleeper')).getByRole('button', { name: 'Uninstall Sleeper' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Uninstall Sleeper?' });
    fireEvent.click(within(confirm).getByRole('checkbox', { name: 'Also delete its tables in the meta store' }));
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Uninstall' })));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/api/v1/plugins/off?dropTables=1', expect.anything()));
    await waitFor(() => expect(plugins.refresh).toHaveBeenCalledTimes(2));
  });
});
