/**
 * The npm packages the server loads at start, bundled once into `host-server/dist/vendor/` for
 * scripts/build-server.mjs. Left as imports, they were ~1,200 files (lodash alone ~250, via knex)
 * and ~2,000 failed lookups on every start, most of the time to the first answer. One esbuild
 * build of all of them (shared code in shared chunks) keeps one copy of each package; packages
 * loaded only on first use (GraphQL, gRPC, socket.io, drivers...) stay imports as before.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Bundled: imported at start by kernel, sdk, host-server or a built-in plugin's entry. */
const VENDORED = new Set([
  'arctic',
  'content-disposition',
  'cookie-parser',
  'croner',
  'cronstrue',
  'csv-parse',
  'csv-stringify',
  'dbgate-query-splitter',
  'express',
  'helmet',
  'inflection',
  'jose',
  'knex',
  'multer',
  'on-headers',
  'reflect-metadata',
  'semver',
  'tapable',
  'tsyringe',
  'yauzl',
  'yazl',
  'zod',
]);

/**
 * Required by vendored packages only on a path the server reaches lazily (knex's drivers: the
 * dialect plugins hand knex theirs), or native: left to Node's resolution from the vendor folder.
 */
const VENDOR_EXTERNAL = [
  'better-sqlite3',
  'mariadb',
  'mssql',
  'mysql',
  'mysql2',
  'oracledb',
  'pg',
  'pg-native',
  'pg-query-stream',
  'sqlite3',
  'tedious',
];

/**
 * Required by a vendored package only on first use and large: left in node_modules, required
 * there by its path from the vendor folder. iconv-lite's encoding tables (half a megabyte) serve
 * only request bodies in a charset other than UTF-8.
 */
const LOADED_LATER = [{ importer: /\/iconv-lite\/lib\/index\.js$/, path: '../encodings' }];

/** Stands for the vendor folder in the packages' output until each file's relative path is known. */
const MARK = '__plinth_vendor__';
const SKIP = Symbol('plinth-vendor-skip');

const packageName = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/** Collects, while the packages build, the vendored imports they make (specifier -> resolved file). */
export class Vendor {
  /** @type {Map<string, { name: string, file: string }>} resolved file -> vendor entry */
  entries = new Map();

  /** esbuild plugin for a package's build: vendored imports point at the vendor folder, other npm and workspace packages stay imports. */
  plugin() {
    return {
      name: 'plinth-vendor',
      setup: (build) => {
        build.onResolve({ filter: /^[^./]/ }, async (args) => {
          if (args.pluginData === SKIP || args.path.startsWith('node:')) return undefined;
          if (!VENDORED.has(packageName(args.path))) return { path: args.path, external: true };
          const found = await build.resolve(args.path, {
            kind: args.kind,
            resolveDir: args.resolveDir,
            importer: args.importer,
            pluginData: SKIP,
          });
          if (found.errors.length) return { errors: found.errors };
          return { path: `${MARK}/${this.#nameOf(args.path, found.path)}.js`, external: true };
        });
      },
    };
  }

  #nameOf(spec, file) {
    let entry = this.entries.get(file);
    if (!entry) {
      const base = spec.replace(/\.[cm]?js$/, '').replace(/[^\w.-]+/g, '_');
      const taken = new Set([...this.entries.values()].map((e) => e.name));
      let name = base;
      for (let i = 2; taken.has(name); i++) name = `${base}_${i}`;
      entry = { name, file };
      this.entries.set(file, entry);
    }
    return entry.name;
  }

  /** A package's output file with the vendor folder's path relative to where the file will live. */
  link(text, finalFile, vendorDir) {
    let rel = relative(dirname(finalFile), vendorDir).split('\\').join('/');
    if (!rel.startsWith('.')) rel = `./${rel}`;
    return text.split(`"${MARK}/`).join(`"${rel}/`);
  }

  /** Bundles the collected packages into `outdir` (one file a package, plus shared chunks), to be moved to `finalDir`. */
  async build(outdir, finalDir) {
    if (!this.entries.size) return;
    const { build } = await import('esbuild');
    const entries = [...this.entries.values()];
    const names = exportNames(entries.map((e) => e.file));
    await build({
      entryPoints: entries.map((e) => ({ in: `plinth-vendor:${e.name}`, out: e.name })),
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      logLevel: 'error',
      chunkNames: 'chunk-[hash]',
      minifyWhitespace: true,
      external: VENDOR_EXTERNAL,
      // CommonJS bundled into ES modules: their require() of what stays outside, and __dirname.
      banner: {
        js: [
          "import { createRequire as __plinthCreateRequire } from 'node:module';",
          "import { fileURLToPath as __plinthFileURLToPath } from 'node:url';",
          'const require = __plinthCreateRequire(import.meta.url);',
          'const __filename = __plinthFileURLToPath(import.meta.url);',
          "const __dirname = __plinthFileURLToPath(new URL('.', import.meta.url));",
        ].join('\n'),
      },
      plugins: [
        {
          name: 'plinth-vendor-entries',
          setup(b) {
            for (const later of LOADED_LATER) {
              b.onResolve({ filter: /^\./ }, (args) => {
                if (args.path !== later.path || !later.importer.test(args.importer)) return undefined;
                const file = join(args.resolveDir, args.path);
                return { path: relative(finalDir, file).split('\\').join('/'), external: true };
              });
            }
            b.onResolve({ filter: /^plinth-vendor:/ }, (args) => ({ path: args.path, namespace: 'plinth-vendor' }));
            b.onLoad({ filter: /.*/, namespace: 'plinth-vendor' }, (args) => {
              const { file } = entries.find((e) => `plinth-vendor:${e.name}` === args.path);
              // The names Node itself gives an import of the file: the same default and named
              // exports as before (for CommonJS, default is module.exports).
              return { contents: `export { ${names.get(file).join(', ')} } from ${JSON.stringify(file)};`, resolveDir: dirname(file) };
            });
          },
        },
      ],
    });
  }
}

/**
 * The export names of each file as Node's own import gives them (for CommonJS, Node's static
 * analysis), read in a child process so the build's process loads none of these packages.
 */
function exportNames(files) {
  // tsyringe refuses to load without the Reflect polyfill, which the kernel imports first.
  const ordered = [...files].sort((a, b) => Number(b.includes('/reflect-metadata/')) - Number(a.includes('/reflect-metadata/')));
  const script = `const out = {};
for (const f of ${JSON.stringify(ordered.map((f) => pathToFileURL(f).href))}) out[f] = Object.keys(await import(f));
process.stdout.write(JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`Reading the vendored packages' exports failed:\n${run.stderr}`);
  const byUrl = JSON.parse(run.stdout);
  return new Map(files.map((f) => [f, byUrl[pathToFileURL(f).href].filter((n) => /^[A-Za-z_$][\w$]*$/.test(n))]));
}
