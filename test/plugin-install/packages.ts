/**
 * Plugin packages for the install tests: the example plugin (examples/hello-plugin) built and
 * packed with its own build, variants of it, and hand-made archives no packer would make.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildPluginPackage, packPlugin } from '@plinth/sdk/build';

const EXAMPLE_DIR = fileURLToPath(new URL('../../examples/hello-plugin/', import.meta.url));

export interface Variant {
  /** Changes to package.json's `plinth` field (and the package's name / version). */
  plinth?: Record<string, unknown>;
  packageJson?: Record<string, unknown>;
  /** Replaces src/server.ts. */
  server?: string;
}

/** Builds the example (or a variant of it) in a folder of its own and answers the `.tgz` bytes. */
export async function examplePackage(variant: Variant = {}): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'plinth-plugin-'));
  cpSync(join(EXAMPLE_DIR, 'src'), join(dir, 'src'), { recursive: true });
  cpSync(join(EXAMPLE_DIR, 'README.md'), join(dir, 'README.md'));
  const pkg = JSON.parse(readFileSync(join(EXAMPLE_DIR, 'package.json'), 'utf8')) as Record<string, unknown> & { plinth: object };
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ ...pkg, ...variant.packageJson, plinth: { ...pkg.plinth, ...variant.plinth } }),
  );
  if (variant.server) writeFileSync(join(dir, 'src', 'server.ts'), variant.server);
  await buildPluginPackage(dir, { minify: false });
  return readFileSync(await packPlugin(dir, join(dir, 'plugin.tgz')));
}

interface RawEntry {
  name: string;
  /** '0' file (default), '5' folder, '2' symbolic link, '1' hard link. */
  type?: string;
  body?: string | Buffer;
  linkname?: string;
}

/** A gzipped tar written byte by byte: entries a packer refuses to make (`..`, links). */
export function rawTarGz(entries: RawEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const header = Buffer.alloc(512);
    const put = (text: string, offset: number, length: number) => header.write(text.slice(0, length), offset, length, 'utf8');
    put(entry.name, 0, 100);
    put('0000644\0', 100, 8);
    put('0000000\0', 108, 8);
    put('0000000\0', 116, 8);
    put(`${body.length.toString(8).padStart(11, '0')}\0`, 124, 12);
    put('00000000000\0', 136, 12);
    put('        ', 148, 8);
    put(entry.type ?? '0', 156, 1);
    put(entry.linkname ?? '', 157, 100);
    put('ustar\0' + '00', 257, 8);
    const sum = header.reduce((a, b) => a + b, 0);
    put(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
    blocks.push(header, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

/** A package.json of a minimal valid package, for hand-made archives. */
export const MINIMAL_PACKAGE_JSON = JSON.stringify({
  name: 'plinth-plugin-raw',
  version: '1.0.0',
  plinth: { id: 'raw', displayName: 'Raw', sdk: '^0.1.0', server: 'dist/server.js' },
});
