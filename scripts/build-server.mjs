#!/usr/bin/env node
/**
 * The server as JavaScript with esbuild, into `<package>/dist/` beside the sources: kernel, sdk and
 * host-server transpiled file by file (the same layout), each built-in plugin's server half bundled
 * into one `dist/server/index.js` (plus a chunk per file it imports lazily). npm and workspace
 * packages stay imports, so there is one `@plinth/sdk` (installed plugins import it too) and each
 * bare import resolves from its own package's node_modules. Workspace packages name their compiled
 * entry under the `plinth-compiled` export condition, which `pnpm start` sets.
 *
 * `node scripts/build-server.mjs` builds when a source is newer than the last build (or files came
 * or went); `--force` always; `--check` only says whether a build is needed (exit 1 if so).
 * Exports `ensureServerBuild()` for scripts/start.mjs.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, copyFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = join(root, 'host-server', 'dist', 'build-stamp.json');
/** Folders never part of the running server. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test', 'web', 'testing', 'build', 'coverage']);
/** Files other than TypeScript that server code reads beside itself (e.g. a worker script). */
const COPIED = /\.(mjs|cjs|js|json|proto|sql)$/;
const NOT_COPIED = new Set(['package.json', 'tsconfig.json']);

/** The server-side packages: kernel, sdk, host-server and every plugin folder. */
function packageDirs() {
  const plugins = readdirSync(join(root, 'plugins'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(root, 'plugins', d.name));
  return [join(root, 'kernel'), join(root, 'sdk'), join(root, 'host-server'), ...plugins];
}

/**
 * A plugin folder's server entry, bundled (npm and workspace packages stay imports). The host
 * imports only this file; files read beside it through import.meta.url sit in server/ as well.
 */
function pluginEntry(dir) {
  if (dirname(dir) !== join(root, 'plugins')) return undefined;
  return ['server/index.ts', 'index.ts'].map((f) => join(dir, f)).find((f) => existsSync(f));
}

/** Source files of one package: [path, mtimeMs][] (tests, web halves and declarations left out). */
function sourcesOf(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) sourcesOf(path, out);
    } else if (
      (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.test.ts')) ||
      (COPIED.test(entry.name) && !NOT_COPIED.has(entry.name))
    ) {
      out.push([path, statSync(path).mtimeMs]);
    }
  }
  return out;
}

/** What the last build was made from: the number of files and the newest change among them. */
function fingerprint(sources) {
  let newest = 0;
  for (const [, mtime] of sources) if (mtime > newest) newest = mtime;
  return { files: sources.length, newest };
}

function collect() {
  return packageDirs().map((dir) => ({ dir, sources: sourcesOf(dir) }));
}

/** Whether the compiled server is missing or older than its sources. */
export function serverBuildNeeded(packages = collect()) {
  if (!existsSync(STAMP)) return true;
  const want = fingerprint(packages.flatMap((p) => p.sources));
  const have = JSON.parse(readFileSync(STAMP, 'utf8'));
  return have.files !== want.files || have.newest !== want.newest;
}

/** Transpiles every package's sources into `<package>/dist/` (cleared first, so removed files go too). */
export async function buildServer(packages = collect()) {
  const { build } = await import('esbuild');
  const started = Date.now();
  for (const { dir, sources } of packages) {
    const out = join(dir, 'dist');
    rmSync(out, { recursive: true, force: true });
    const ts = sources.map(([p]) => p).filter((p) => p.endsWith('.ts'));
    const common = { outdir: out, outbase: dir, format: 'esm', platform: 'node', target: 'node20', logLevel: 'warning' };
    const tsconfig = join(root, 'tsconfig.json');
    const entry = pluginEntry(dir);
    if (entry) {
      // A built-in plugin is one module (plus a chunk per lazily imported file): its ~25 message
      // catalogs and helpers as separate files made most of the start-up's module loading.
      await build({
        ...common,
        tsconfig,
        entryPoints: [entry],
        bundle: true,
        packages: 'external',
        splitting: true,
        keepNames: true,
        chunkNames: 'server/[name]-[hash]',
      });
    } else if (ts.length) {
      await build({ ...common, tsconfig, entryPoints: ts, bundle: false });
    }
    for (const [p] of sources.filter(([p]) => !p.endsWith('.ts'))) {
      const target = join(out, relative(dir, p));
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(p, target);
    }
  }
  mkdirSync(dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, JSON.stringify(fingerprint(packages.flatMap((p) => p.sources))));
  return Date.now() - started;
}

/** Builds when needed; answers whether it did. */
export async function ensureServerBuild({ quiet = false } = {}) {
  const packages = collect();
  if (!serverBuildNeeded(packages)) return false;
  if (!quiet) console.info('Compiling the server (sources changed since the last build)...');
  const ms = await buildServer(packages);
  if (!quiet) console.info(`Server compiled in ${ms} ms`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  if (args.includes('--check')) process.exit(serverBuildNeeded() ? 1 : 0);
  if (args.includes('--force')) console.info(`Server compiled in ${await buildServer()} ms`);
  else if (!(await ensureServerBuild())) console.info('Server build is up to date');
}
