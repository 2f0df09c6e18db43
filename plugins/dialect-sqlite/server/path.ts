import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { DialectError } from '@plinth/sdk/server';

/**
 * The database file for a user-supplied SQLite path: relative paths are taken from the data
 * folder, absolute ones must lie inside it. `..` segments, NUL bytes and paths that leave the
 * folder (also through a symbolic link) answer 'Invalid character in folder path'.
 */
export function resolveDatabaseFile(dataDir: string, filename: unknown): string {
  if (typeof filename !== 'string' || filename.trim() === '') {
    throw new DialectError('invalidInput', 'SQLite file is required');
  }
  if (filename.includes('\0') || filename.split(/[\\/]+/).includes('..')) throw DialectError.of('invalidPath');
  const root = resolve(dataDir);
  const target = resolve(root, filename);
  if (!inside(root, target)) throw DialectError.of('invalidPath');
  // The nearest existing ancestor, resolved through links, must still be inside the folder.
  let probe = dirname(target);
  while (!existsSync(probe) && probe !== dirname(probe)) probe = dirname(probe);
  const realRoot = existsSync(root) ? realpathSync(root) : root;
  if (existsSync(probe) && !inside(realRoot, realpathSync(probe), true)) throw DialectError.of('invalidPath');
  if (existsSync(target) && !inside(realRoot, realpathSync(target))) throw DialectError.of('invalidPath');
  return target;
}

function inside(root: string, path: string, allowRoot = false): boolean {
  const rel = relative(root, path);
  if (rel === '') return allowRoot;
  return !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
}
