import { screen, within } from '@testing-library/react';
import { fakeWebContext } from '@plinth/sdk/testing/web';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RootStore } from '../../../host-web/src/store/RootStore.js';
import { renderApp } from '../../../host-web/test/helpers.js';
import brandingPlugin from '../web/index.js';

const branding = { id: 'branding', definition: brandingPlugin };
let root: RootStore | undefined;
afterEach(() => {
  root?.dispose();
  root = undefined;
});

describe('brand in the top bar', () => {
  it('shows the default name while no brand is set', async () => {
    ({ root } = await renderApp({ plugins: [branding], routes: { '/api/v1/branding': { title: null, logo: null } } }));
    const brand = within(screen.getByRole('banner')).getByTestId('brand');
    expect(brand.textContent).toBe('Plinth');
    expect(brand.getAttribute('href')).toBe('#/projects');
  });

  it('shows the Branding setting: title and logo, and the default again when the plugin goes away', async () => {
    ({ root } = await renderApp({
      plugins: [branding],
      routes: { '/api/v1/branding': { title: 'Acme Data', logo: 'https://cdn.example.com/acme.png' } },
    }));
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Acme Data')).toBeTruthy();
    expect(within(banner).getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe('https://cdn.example.com/acme.png');
    root.plugins.dispose();
    expect(root.brand.title).toBeNull();
    expect(root.brand.logoUrl).toBeNull();
  });
});

describe('settings saved in the App Store', () => {
  it('sets the brand at once: the title and the first logo, null for empty ones', () => {
    const set = vi.fn();
    const ctx = { ...fakeWebContext(), brand: { title: null, logoUrl: null, set } };
    brandingPlugin.web!.onSettingsSaved!(ctx, { title: 'Acme', logo: [{ url: 'https://cdn.example.com/a.png' }] });
    expect(set).toHaveBeenLastCalledWith({ title: 'Acme', logoUrl: 'https://cdn.example.com/a.png' });
    brandingPlugin.web!.onSettingsSaved!(ctx, { title: '', logo: [] });
    expect(set).toHaveBeenLastCalledWith({ title: null, logoUrl: null });
  });
});
