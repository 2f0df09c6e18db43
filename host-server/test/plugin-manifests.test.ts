import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PLUGIN_CATEGORIES, type PluginManifest } from '@plinth/sdk';
import { builtInPlugins } from '../src/plugins.js';

// The App Store draws an icon by its Octicon name: `shield-lock` is `ShieldLockIcon`.
const octicons = createRequire(new URL('../../sdk/package.json', import.meta.url))('@primer/octicons-react') as Record<string, unknown>;
const iconExport = (name: string) => `${name.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c: string) => c.toUpperCase())}Icon`;

describe('built-in plugin manifests', () => {
  it.each(builtInPlugins)('%s has a description, an App Store category and an Octicon', async (id) => {
    const { manifest } = (await import(`../../plugins/${id}/manifest.ts`)) as { manifest: PluginManifest };
    expect(manifest.id).toBe(id);
    expect(manifest.description?.trim()).toBeTruthy();
    expect(PLUGIN_CATEGORIES).toContain(manifest.category);
    expect(manifest.icon).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(octicons[iconExport(manifest.icon!)], `${manifest.icon} is not an Octicon`).toBeTruthy();
  });
});
