import { posix } from 'node:path';
import type { ReadEntry } from 'tar';
import { PLUGIN_PACKAGE_LIMITS } from '@plinth/sdk';
import { HttpError } from '@plinth/sdk/server';

/** A plugin package's files, by path inside the package (`package.json`, `dist/server.js`). */
export type PackageFiles = Map<string, Buffer>;

const refuse = (msg: string) => new HttpError(400, `The plugin package was refused: ${msg}`);

/**
 * A path inside the package, or a refusal: relative, no `..`, no absolute or drive paths, and
 * under the archive's one top folder (`package/` as `npm pack` makes it), which is dropped.
 */
function packagePath(raw: string): string | null {
  const path = raw.replace(/\\/g, '/');
  if (path.startsWith('/') || /^[a-zA-Z]:/.test(path) || path.split('/').includes('..'))
    throw refuse(`the entry '${raw}' leaves the package`);
  const normal = posix.normalize(path);
  const slash = normal.indexOf('/');
  if (slash === -1) return null; // the top folder itself
  const inside = normal.slice(slash + 1).replace(/\/$/, '');
  return inside === '' ? null : inside;
}

/**
 * Reads a `.tgz` (or plain tar) plugin package into memory, checking it before anything is
 * written: regular files and folders only (no links, devices), at most `files` entries and
 * `unpackedBytes` bytes however well they compress, no path leaving the package.
 */
export async function readPackageArchive(archive: Buffer, limits = PLUGIN_PACKAGE_LIMITS): Promise<PackageFiles> {
  // tar only for an install: imported on the first one, not at every start.
  const { Parser } = await import('tar');
  return new Promise((resolve, reject) => {
    const files: PackageFiles = new Map();
    let entries = 0;
    let bytes = 0;
    let failed: unknown;
    // The first refusal answers at once: an aborted parser need not emit 'close' again.
    const fail = (err: unknown) => {
      if (failed) return;
      failed = err;
      reject(err);
      parser.abort(err instanceof Error ? err : new Error(String(err)));
    };
    const parser = new Parser({
      strict: true,
      onReadEntry(entry: ReadEntry) {
        if (failed) return entry.resume();
        try {
          if (++entries > limits.files) throw refuse(`more than ${limits.files} files`);
          const path = packagePath(entry.path);
          if (entry.type === 'Directory') return entry.resume();
          if (entry.type !== 'File' && entry.type !== 'OldFile' && entry.type !== 'ContiguousFile')
            throw refuse(`the entry '${entry.path}' is a ${entry.type}, not a file`);
          if (path === null) throw refuse(`the entry '${entry.path}' is not inside a package folder`);
          if (bytes + (entry.size ?? 0) > limits.unpackedBytes) throw refuse(`more than ${limits.unpackedBytes / 1024 / 1024} MB unpacked`);
          const chunks: Buffer[] = [];
          entry.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (bytes > limits.unpackedBytes) fail(refuse(`more than ${limits.unpackedBytes / 1024 / 1024} MB unpacked`));
            else chunks.push(chunk);
          });
          entry.on('end', () => files.set(path, Buffer.concat(chunks)));
        } catch (err) {
          entry.resume();
          fail(err);
        }
      },
    });
    parser.on('error', (err: Error) => fail(refuse(`not a readable .tgz (${err.message})`)));
    parser.on('close', () => {
      if (failed) return;
      if (files.size === 0) reject(refuse('the archive holds no files'));
      else resolve(files);
    });
    parser.end(archive);
  });
}
