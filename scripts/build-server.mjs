#!/usr/bin/env node
/**
 * The server as JavaScript, bundled by esbuild into `<package>/dist/` beside the sources: each
 * built-in plugin's server half into one `dist/server/index.js`, kernel, sdk and host-server into
 * the files their exports name (and host-server's `dist/src/main.js`), plus chunks for code shared
 * or imported lazily. npm and workspace packages stay imports, so there is one `@plinth/sdk`
 * (installed plugins import it too) and each bare import resolves from its own package's node_modules. Workspace packages name their compiled
 * entry under the `plinth-compiled` export condition, which `pnpm start` sets.
 *
 * `node scripts/build-server.mjs` builds when a source is newer than the last build (or files came
 * or went); `--force` always; `--check` only says whether a build is needed (exit 1 if so).
 * Exports `ensureServerBuild()` for scripts/start.mjs.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, copyFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Vendor } from './build-server-vendor.mjs';

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
 * What a package's build bundles: each entry the server imports and the folder for the chunks
 * they share. A built-in plugin: its server entry (the host imports only that file; files read
 * beside it through import.meta.url sit in server/ as well). kernel, sdk and host-server: the
 * files their `plinth-compiled` exports name, and host-server's main.
 */
function bundleOf(dir) {
  if (dirname(dir) === join(root, 'plugins')) {
    const entry = ['server/index.ts', 'index.ts'].map((f) => join(dir, f)).find((f) => existsSync(f));
    return entry && { entries: [entry], chunks: 'server' };
  }
  const { exports = {} } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const entries = Object.values(exports)
    .map((e) => typeof e === 'object' && e['plinth-compiled'])
    .filter(Boolean)
    .map((target) => join(dir, target.replace(/^\.\/dist\//, '').replace(/\.js$/, '.ts')));
  if (existsSync(join(dir, 'src', 'main.ts'))) entries.push(join(dir, 'src', 'main.ts'));
  return entries.length ? { entries, chunks: 'src' } : undefined;
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

/**
 * Besides the packages' sources, what a build depends on: the lockfile (npm packages are bundled
 * into the vendor folder) and the build scripts themselves.
 */
const BUILD_INPUTS = ['pnpm-lock.yaml', 'scripts/build-server.mjs', 'scripts/build-server-vendor.mjs'].map((f) => join(root, f));

/** What the last build was made from: the number of files and the newest change among them. */
function fingerprint(sources) {
  let newest = 0;
  for (const f of BUILD_INPUTS) if (existsSync(f)) newest = Math.max(newest, statSync(f).mtimeMs);
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

/**
 * Transpiles every package's sources into `<package>/dist/`. Each package builds into a folder of
 * its own beside dist/ that replaces dist/ only once every package and the vendor bundle are
 * built, and the stamp goes first and comes back last: a build stopped halfway leaves no stamp,
 * so the next start builds again rather than running half a build.
 */
export async function buildServer(packages = collect()) {
  const { build } = await import('esbuild');
  const started = Date.now();
  rmSync(STAMP, { force: true });
  const vendor = new Vendor();
  const vendorDir = join(root, 'host-server', 'dist', 'vendor');
  const staged = packages.map(({ dir }) => ({ dir, tmp: join(dir, `.dist-build-${process.pid}`) }));
  for (const { dir } of staged) removeAbandoned(dir);
  try {
    for (const [i, { dir, sources }] of packages.entries()) {
      const { tmp } = staged[i];
      rmSync(tmp, { recursive: true, force: true });
      const ts = sources.map(([p]) => p).filter((p) => p.endsWith('.ts'));
      const common = { outdir: tmp, outbase: dir, format: 'esm', platform: 'node', target: 'node20', logLevel: 'warning', write: false };
      const tsconfig = join(root, 'tsconfig.json');
      const bundle = bundleOf(dir);
      let outputs = [];
      if (bundle) {
        // One module per entry (plus chunks shared by entries or imported lazily): the ~25 message
        // catalogs and the helpers of each package as separate files made most of the start's module
        // loading. Workspace packages stay imports (one copy of each); npm packages the server loads
        // at start come from the vendor bundle, the others stay imports resolved as before.
        ({ outputFiles: outputs } = await build({
          ...common,
          tsconfig,
          entryPoints: bundle.entries,
          bundle: true,
          plugins: [vendor.plugin()],
          splitting: true,
          keepNames: true,
          chunkNames: `${bundle.chunks}/[name]-[hash]`,
        }));
      } else if (ts.length) {
        ({ outputFiles: outputs } = await build({ ...common, tsconfig, entryPoints: ts, bundle: false }));
      }
      for (const file of outputs) {
        const final = join(dir, 'dist', relative(tmp, file.path));
        mkdirSync(dirname(file.path), { recursive: true });
        writeFileSync(file.path, vendor.link(file.text, final, vendorDir));
      }
      for (const [p] of sources.filter(([p]) => !p.endsWith('.ts'))) {
        const target = join(tmp, relative(dir, p));
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(p, target);
      }
    }
    const hostTmp = staged.find((s) => s.dir === join(root, 'host-server'));
    await vendor.build(join(hostTmp.tmp, 'vendor'), vendorDir);
    for (const { dir, tmp } of staged) {
      const out = join(dir, 'dist');
      const old = join(dir, `.dist-old-${process.pid}`);
      mkdirSync(tmp, { recursive: true });
      if (existsSync(out)) renameSync(out, old);
      renameSync(tmp, out);
      rmSync(old, { recursive: true, force: true });
    }
  } finally {
    for (const { tmp } of staged) rmSync(tmp, { recursive: true, force: true });
  }
  mkdirSync(dirname(STAMP), { recursive: true });
  writeFileSync(`${STAMP}.${process.pid}`, JSON.stringify(fingerprint(packages.flatMap((p) => p.sources))));
  renameSync(`${STAMP}.${process.pid}`, STAMP);
  return Date.now() - started;
}

/** Removes the staging folders of builds whose process is gone (stopped halfway); a running build's stay. */
function removeAbandoned(dir) {
  for (const name of readdirSync(dir)) {
    const pid = Number(/^\.dist-(?:build|old)-(\d+)$/.exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (err) {
      if (err.code === 'ESRCH') rmSync(join(dir, name), { recursive: true, force: true });
    }
  }
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
