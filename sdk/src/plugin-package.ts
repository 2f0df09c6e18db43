/**
 * Third-party plugins installed at run time: what their package declares, what the host shares with
 * their web half, and the limits of an upload. Read by the host (install), the web frame (loading)
 * and `@plinth/sdk/build` (a plugin's own build).
 */

/**
 * The `plinth` field of a plugin package's `package.json`: read and checked before any of the
 * package's code runs.
 */
export interface PluginPackageManifest {
  /** The plugin id (lower-case letters, digits, dashes); must match the entries' manifest. */
  id: string;
  displayName: string;
  description?: string;
  category?: string;
  /** An Octicon name, or a path to an image inside the package (`icon.svg`). */
  icon?: string;
  /** The `@plinth/sdk` versions the plugin was built for: a semver range (`^0.1.0`). */
  sdk: string;
  /** Plugins that must be running (built in or installed). */
  dependsOn?: string[];
  optionalDependsOn?: string[];
  /** The server half: an ES module (path inside the package) whose default export is `definePlugin(...)`. */
  server?: string;
  /** The web half: an ES module built with `@plinth/sdk/build` (shared modules left to the host). */
  web?: string;
}

/** Limits of a plugin package: the compressed upload, the unpacked files, their number. */
export const PLUGIN_PACKAGE_LIMITS = {
  uploadBytes: 10 * 1024 * 1024,
  unpackedBytes: 50 * 1024 * 1024,
  files: 2000,
} as const;

/**
 * The global through which the frame hands its own copies of shared modules to installed web halves
 * (one React, one mobx, one Primer theme and portal registry, one SDK).
 */
export const SHARED_MODULES_GLOBAL = '__plinthShared';

/**
 * Modules a plugin's web half imports from the host instead of bundling: its build turns each
 * into a read of `globalThis.__plinthShared[name]`, so the bundle holds only the plugin's own code.
 * Icons (`@primer/octicons-react`) hold no shared state: a plugin bundles the few it draws.
 */
export const SHARED_WEB_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'mobx',
  'mobx-react-lite',
  '@primer/react',
  '@plinth/sdk',
  '@plinth/sdk/web',
] as const;
export type SharedWebModule = (typeof SHARED_WEB_MODULES)[number];

/** App Store categories of the built-in plugins (installed ones may name their own). */
export const PLUGIN_CATEGORIES = ['Data', 'APIs', 'Views', 'Tools', 'Security', 'Integrations', 'Appearance', 'Platform'] as const;

/** Where the host serves an installed plugin's files (its web module, its icon). */
export const PLUGIN_ASSETS_PATH = '/plugin-assets';
