import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { DialectError } from '@plinth/sdk/server';

/**
 * The database file of a SQLite connection.
 *
 * - A relative path is an embedded database: it lies inside the data folder (the server names
 *   it; `projects/<project id>.db`).
 * - An absolute path is an external database: it must lie in one of `externalDirs` (the
 *   operator's `PLINTH_EXTERNAL_SQLITE_DIRS`) and never inside the data folder, which holds the
 *   meta store, the secret key and every other project's file.
 *
 * `..` segments, NUL bytes and paths that leave their folder (also through a symbolic link)
 * answer 'Invalid character in folder path'; an absolute path outside the allowed folders
 * answers `pathNotAllowed`.
 */
export function resolveDatabaseFile(dataDir: string, filename: unknown, externalDirs: readonly string[] = []): string {
  if (typeof filename !== 'string' || filename.trim() === '') {
    throw new DialectError('invalidInput', 'SQLite file is required');
  }
  if (filename.includes('\0') || filename.split(/[\\/]+/).includes('..')) throw DialectError.of('invalidPath');
  const root = resolve(dataDir);
  if (!isAbsolute(filename)) {
    const target = resolve(root, filename);
    if (!inside(root, target) || !staysInside(root, target)) throw DialectError.of('invalidPath');
    return target;
  }
  const target = resolve(filename);
  // The data folder is never external, whatever the operator listed (it could hold the folder).
  if (inside(root, target, true) || inside(realOf(root), realOfNearest(target), true)) throw DialectError.of('invalidPath');
  const allowed = externalDirs.map((d) => resolve(d)).find((dir) => inside(dir, target) && staysInside(dir, target));
  if (!allowed) throw DialectError.of('pathNotAllowed');
  return target;
}

/** The path with links resolved when it exists. */
const realOf = (path: string) => (existsSync(path) ? realpathSync(path) : path);

/** The real path of the nearest existing ancestor, with the rest of the path appended. */
function realOfNearest(path: string): string {
  let probe = path;
  while (!existsSync(probe) && probe !== dirname(probe)) probe = dirname(probe);
  return existsSync(probe) ? resolve(realpathSync(probe), relative(probe, path)) : path;
}

/** Through symbolic links too: the nearest existing ancestor and the file itself stay inside `root`. */
function staysInside(root: string, target: string): boolean {
  const realRoot = realOf(root);
  let probe = dirname(target);
  while (!existsSync(probe) && probe !== dirname(probe)) probe = dirname(probe);
  if (existsSync(probe) && !inside(realRoot, realpathSync(probe), true)) return false;
  return !existsSync(target) || inside(realRoot, realpathSync(target));
}

function inside(root: string, path: string, allowRoot = false): boolean {
  const rel = relative(root, path);
  if (rel === '') return allowRoot;
  return !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
}
