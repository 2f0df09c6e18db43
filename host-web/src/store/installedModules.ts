import type { PluginDefinition } from '@plinth/sdk';
import { SHARED_MODULES_GLOBAL, type SharedWebModule } from '@plinth/sdk';

/**
 * The frame's own copies of the modules installed web halves share (one React, one mobx, one Primer
 * theme and portal registry, one SDK). Loaded on first need: a frame without installed plugins
 * pays nothing for them.
 */
const sharedLoaders: Record<SharedWebModule, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  mobx: () => import('mobx'),
  'mobx-react-lite': () => import('mobx-react-lite'),
  '@primer/react': () => import('@primer/react'),
  '@plinth/sdk': () => import('@plinth/sdk'),
  '@plinth/sdk/web': () => import('@plinth/sdk/web'),
};

let sharing: Promise<void> | undefined;

/** Puts the shared modules on `globalThis.__plinthShared`, where a plugin built with `@plinth/sdk/build` reads them. */
function shareModules(): Promise<void> {
  return (sharing ??= (async () => {
    const entries = await Promise.all(Object.entries(sharedLoaders).map(async ([name, load]) => [name, await load()] as const));
    (globalThis as Record<string, unknown>)[SHARED_MODULES_GLOBAL] = Object.freeze(Object.fromEntries(entries));
  })());
}

const importByUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/** Imports an installed plugin's web module and checks it is that plugin's `definePlugin(...)`. */
export async function loadInstalledWebModule(
  url: string,
  id: string,
  importModule: (url: string) => Promise<unknown> = importByUrl,
): Promise<PluginDefinition> {
  await shareModules();
  const module = (await importModule(url)) as { default?: PluginDefinition } | undefined;
  const definition = module?.default;
  if (!definition?.manifest) throw new Error(`The web module of '${id}' has no default definePlugin(...) export`);
  if (definition.manifest.id !== id) throw new Error(`The web module of '${id}' declares plugin id '${definition.manifest.id}'`);
  return definition;
}
