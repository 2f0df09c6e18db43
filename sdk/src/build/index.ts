/**
 * `@plinth/sdk/build`: builds and packs a third-party plugin (a package with a `plinth` field,
 * see PluginPackageManifest). The server half is bundled for Node with the SDK left to the host;
 * the web half is bundled for browsers with every shared module (React, mobx, Primer, the SDK)
 * read from the frame at run time, so the bundle holds only the plugin's own code.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { create } from 'tar';
import { SHARED_MODULES_GLOBAL, SHARED_WEB_MODULES, type PluginPackageManifest } from '../plugin-package.js';

export interface PluginBuildOptions {
  /** Source of the server half; default `src/server.ts`. Built to the manifest's `server`. */
  serverSource?: string;
  /** Source of the web half; default `src/web.tsx`. Built to the manifest's `web`. */
  webSource?: string;
  /** Minify the bundles (default true). */
  minify?: boolean;
}

interface PackageJson {
  name: string;
  version: string;
  files?: string[];
  plinth: PluginPackageManifest;
}

const readPackage = (dir: string): PackageJson => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;

/** Resolves each shared module to `globalThis.__plinthShared[name]`, as CommonJS so named imports read its properties. */
const sharedFromHost: Plugin = {
  name: 'plinth-shared-modules',
  setup(b) {
    const names = new Set<string>(SHARED_WEB_MODULES);
    b.onResolve({ filter: /^[@a-z]/ }, (args) => (names.has(args.path) ? { path: args.path, namespace: 'plinth-shared' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'plinth-shared' }, (args) => ({
      contents: `const m = globalThis[${JSON.stringify(SHARED_MODULES_GLOBAL)}]?.[${JSON.stringify(args.path)}];
if (!m) throw new Error(${JSON.stringify(`The Plinth frame does not share '${args.path}'`)});
module.exports = m;`,
      loader: 'js',
    }));
  },
};

/** Builds the halves the manifest names into the package folder. */
export async function buildPluginPackage(dir: string, options: PluginBuildOptions = {}): Promise<void> {
  const { plinth } = readPackage(dir);
  const minify = options.minify ?? true;
  if (plinth.server) {
    await build({
      entryPoints: [resolve(dir, options.serverSource ?? 'src/server.ts')],
      outfile: resolve(dir, plinth.server),
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      minify,
      external: ['@plinth/sdk', '@plinth/sdk/*'],
      logLevel: 'warning',
    });
  }
  if (plinth.web) {
    await build({
      entryPoints: [resolve(dir, options.webSource ?? 'src/web.tsx')],
      outfile: resolve(dir, plinth.web),
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      minify,
      plugins: [sharedFromHost],
      logLevel: 'warning',
    });
  }
}

/**
 * Packs the package as `npm pack` does (`package/` inside a gzipped tar): `package.json`, the
 * README and the `files` of package.json (default `dist`). Answers the archive's path.
 */
export async function packPlugin(dir: string, outFile: string): Promise<string> {
  const pkg = readPackage(dir);
  const entries = ['package.json', ...(pkg.files ?? ['dist'])];
  const readme = ['README.md', 'readme.md'].find((name) => {
    try {
      readFileSync(join(dir, name));
      return true;
    } catch {
      return false;
    }
  });
  if (readme) entries.push(readme);
  await create({ gzip: true, file: outFile, cwd: dir, prefix: 'package', portable: true, noMtime: true }, entries);
  return outFile;
}
