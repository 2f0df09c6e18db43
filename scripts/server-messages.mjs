#!/usr/bin/env node
/**
 * The English messages a server part can answer a user with, read from its source: the text of
 * `new HttpError(status, '...')`, `badRequest('...')`, `notFound('...')`, `{ msg: '...' }`, zod
 * messages (`.min(n, '...')`, `message: '...'`), mail subjects and texts, and the values of
 * message tables (`const X_MSG = { ... }`). A template literal's `${expr}` becomes `{{name}}`.
 *
 *   node scripts/server-messages.mjs          lists what is missing from each package's en.ts
 *   node scripts/server-messages.mjs --write  writes <package>/messages/en.ts and index.ts (then translate the rest)
 *   node scripts/server-messages.mjs --index  writes only each index.ts (after adding a locale file)
 *   node scripts/server-messages.mjs --check  exits 1 when an en.ts differs from the source
 *
 * host-server/test/server-messages.test.ts runs the same scan: a new message is translated or the
 * suite fails.
 */
import { readdirSync, readFileSync, statSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Every package with server messages: its source folder and where its catalog lives. */
export function messagePackages(root = ROOT) {
  const packages = [
    {
      id: 'host',
      name: 'HOST_MESSAGES',
      source: [join(root, 'host-server/src'), join(root, 'sdk/src/server')],
      dir: join(root, 'host-server/src/messages'),
    },
  ];
  for (const id of readdirSync(join(root, 'plugins')).sort()) {
    const server = join(root, 'plugins', id, 'server');
    if (existsSync(server)) packages.push({ id, name: 'messages', source: [server], dir: join(server, 'messages') });
  }
  return packages;
}

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'messages' && name !== 'node_modules') out.push(...sourceFiles(path));
    } else if (/\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** A placeholder name for `${expr}`: its last identifier ('table.title' -> title). */
function placeholderName(expr, taken) {
  const ids = expr.match(/[A-Za-z_]\w*/g) ?? ['value'];
  let name = ids[ids.length - 1];
  if (['length', 'join', 'map', 'slice', 'toString', 'message', 'String', 'trim'].includes(name))
    name = ids.find((i) => !['String', 'JSON', 'Number'].includes(i)) ?? 'value';
  let n = name;
  for (let i = 2; taken.has(n); i++) n = `${name}${i}`;
  taken.add(n);
  return n;
}

/** The literal starting at `text[i]` (a quote or backtick) as a template, and where it ends; null if not one. */
function readLiteral(text, i) {
  const quote = text[i];
  if (quote !== "'" && quote !== '"' && quote !== '`') return null;
  let out = '';
  const taken = new Set();
  for (let j = i + 1; j < text.length; j++) {
    const c = text[j];
    if (c === '\\') {
      const next = text[j + 1];
      out += next === 'n' ? '\n' : next === 't' ? '\t' : next;
      j++;
    } else if (c === quote) return { value: out, end: j + 1 };
    else if (quote === '`' && c === '$' && text[j + 1] === '{') {
      let depth = 1;
      let k = j + 2;
      for (; k < text.length && depth; k++) {
        if (text[k] === '{') depth++;
        else if (text[k] === '}') depth--;
      }
      out += `{{${placeholderName(text.slice(j + 2, k - 1), taken)}}}`;
      j = k - 1;
    } else if (quote !== '`' && c === '\n') return null;
    else out += c;
  }
  return null;
}

/** Where a message literal follows: the patterns of a user-facing text. */
const MESSAGE_SITES = [
  /new HttpError\(\s*[^,()]+,\s*/g,
  /\b(?:badRequest|notFound)\(\s*/g,
  /\bmsg:\s*/g,
  /\bmessage:\s*/g,
  /\.(?:min|max|length|regex|refine|email|url|int|positive|nonnegative)\([^'"`()]*?,\s*/g,
  /\.(?:email|url|uuid|int|positive|nonnegative|nonempty)\(\s*/g,
  /\b(?:subject|text|error):\s*/g,
];

/** Where a name a person reads follows (a view type's default title): one word is enough. */
const NAME_SITES = [/\bdefaultTitle:\s*/g];

/** Message tables: `const SOMETHING_MSG(S) = { key: '...', fn: (x) => `...` }`. */
const TABLE = /const\s+\w*(?:MSG|MESSAGES|MESSAGE)\w*\s*(?::(?:[^=]|=>)+)?=\s*\{/g;

/** Whether a found literal reads as a sentence for a person (not a code, a key or a path). */
function isMessage(value) {
  const words = value.replace(/\{\{\w+\}\}/g, ' ');
  return (
    /[A-Za-z]{2,}/.test(words) &&
    /\s/.test(value.trim()) &&
    !/^[a-z]+(\.[a-zA-Z]+)+$/.test(value) &&
    !/^(SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|WITH|PREPARE|EXECUTE|DEALLOCATE)\b/i.test(value)
  );
}

export function scanMessages(sources) {
  const found = new Set();
  for (const dir of sources) {
    for (const file of sourceFiles(dir)) {
      const text = readFileSync(file, 'utf8');
      for (const site of MESSAGE_SITES) {
        site.lastIndex = 0;
        for (let m; (m = site.exec(text));) {
          // The literal itself, or the first of a `a ?? 'b'` / `cond ? 'a' : 'b'` chain on the same expression.
          let i = m.index + m[0].length;
          for (let tries = 0; tries < 3; tries++) {
            const lit = readLiteral(text, i);
            if (lit) {
              if (isMessage(lit.value)) found.add(lit.value);
              const rest = /^\s*(?:\?\?|\|\||:)\s*/.exec(text.slice(lit.end));
              if (!rest) break;
              i = lit.end + rest[0].length;
            } else if (/^(?:[\w.]+)\(\s*/.test(text.slice(i, i + 60)) && tries === 0) {
              // A text passed through a call first: `text: t(`...`)`.
              i += /^(?:[\w.]+)\(\s*/.exec(text.slice(i))[0].length;
            } else {
              const alt = /^(?:[^'"`;]|'[^'\n]*'|"[^"\n]*"){0,120}?(?:\?\?|\?|\|\|)\s*/.exec(text.slice(i));
              if (!alt) break;
              i += alt[0].length;
            }
          }
        }
      }
      for (const site of NAME_SITES) {
        site.lastIndex = 0;
        for (let m; (m = site.exec(text));) {
          const lit = readLiteral(text, m.index + m[0].length);
          if (lit && /[A-Za-z]{2,}/.test(lit.value)) found.add(lit.value);
        }
      }
      TABLE.lastIndex = 0;
      for (let m; (m = TABLE.exec(text));) {
        let depth = 1;
        let k = m.index + m[0].length;
        const start = k;
        for (; k < text.length && depth; k++) {
          const lit = readLiteral(text, k);
          if (lit) {
            if (isMessage(lit.value)) found.add(lit.value);
            k = lit.end - 1;
          } else if (text[k] === '{') depth++;
          else if (text[k] === '}') depth--;
        }
        TABLE.lastIndex = Math.max(start, k);
      }
    }
  }
  return [...found].sort();
}

function readCatalog(dir) {
  const file = join(dir, 'en.ts');
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(/^\s+(".*"),$/gm)].map((m) => JSON.parse(m[1]));
}

/** The catalog's index: English and every locale file beside it, as `serverMessages` bundles. */
function writeIndex(pkg) {
  const locales = readdirSync(pkg.dir)
    .map((f) => /^([A-Za-z_]+)\.ts$/.exec(f)?.[1])
    .filter((code) => code && code !== 'en' && code !== 'index')
    .sort();
  const imports = locales.map((code) => `import { ${code} } from './${code}.js';`).join('\n');
  writeFileSync(
    join(pkg.dir, 'index.ts'),
    `/** The server messages of this package in every locale (index written by scripts/server-messages.mjs). */\n` +
      `import { serverMessages } from '@plinth/sdk/server';\n${imports}${imports ? '\n' : ''}import { en } from './en.js';\n\n` +
      `export const ${pkg.name} = serverMessages(en, { ${locales.join(', ')} });\n`,
  );
}

function writeCatalog(dir, messages) {
  mkdirSync(dir, { recursive: true });
  const body = messages.map((m) => `  ${JSON.stringify(m)},`).join('\n');
  writeFileSync(
    join(dir, 'en.ts'),
    `/** English server messages (written by scripts/server-messages.mjs from the source; each locale file translates them). */\n// prettier-ignore\nexport const en = [\n${body}\n] as const;\n`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const write = process.argv.includes('--write');
  const check = process.argv.includes('--check');
  if (process.argv.includes('--index')) {
    for (const pkg of messagePackages()) if (existsSync(pkg.dir)) writeIndex(pkg);
    process.exit(0);
  }
  let total = 0;
  let stale = 0;
  for (const pkg of messagePackages()) {
    const scanned = scanMessages(pkg.source);
    const catalog = readCatalog(pkg.dir);
    const missing = scanned.filter((m) => !catalog.includes(m));
    total += scanned.length;
    if (write && scanned.length) {
      if (missing.length || catalog.length !== scanned.length) writeCatalog(pkg.dir, scanned);
      writeIndex(pkg);
    }
    const gone = catalog.filter((m) => !scanned.includes(m));
    if (missing.length) console.info(`${pkg.id} (${relative(ROOT, pkg.dir)}): ${missing.length} new\n  ${missing.join('\n  ')}`);
    if (gone.length) console.info(`${pkg.id} (${relative(ROOT, pkg.dir)}): ${gone.length} no longer in the source\n  ${gone.join('\n  ')}`);
    if (missing.length || gone.length) stale++;
  }
  if (check && stale) {
    console.error(`${stale} catalogs differ from the source: run node scripts/server-messages.mjs --write, then translate the new texts`);
    process.exit(1);
  }
  console.info(`${total} messages`);
}
