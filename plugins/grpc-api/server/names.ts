/**
 * Protobuf names for tables and columns: identifiers `[A-Za-z_][A-Za-z0-9_]*`, unique where they
 * must be, the same for the same meta (tables in `tn` order, fields in meta order).
 */

/** Words protobuf's grammar (and protobufjs' parser) give a meaning; used as a name they get `_`. */
const RESERVED = new Set([
  'syntax',
  'import',
  'weak',
  'public',
  'package',
  'option',
  'repeated',
  'optional',
  'required',
  'oneof',
  'map',
  'reserved',
  'extensions',
  'to',
  'max',
  'enum',
  'message',
  'service',
  'rpc',
  'stream',
  'returns',
  'extend',
  'group',
  'true',
  'false',
  'inf',
  'nan',
  'double',
  'float',
  'int32',
  'int64',
  'uint32',
  'uint64',
  'sint32',
  'sint64',
  'fixed32',
  'fixed64',
  'sfixed32',
  'sfixed64',
  'bool',
  'string',
  'bytes',
  'google',
  'plinth',
]);

/** A protobuf identifier for any text: other characters become `_` (other scripts their code point). */
export function identifier(text: string): string {
  let out = '';
  for (const ch of text) {
    if (/[A-Za-z0-9_]/.test(ch)) out += ch;
    else if (/[\p{L}\p{N}]/u.test(ch)) out += `_${ch.codePointAt(0)!.toString(16)}`;
    else out += '_';
  }
  if (!out) out = '_';
  if (/^[0-9]/.test(out)) out = `_${out}`;
  if (RESERVED.has(out.toLowerCase())) out = `${out}_`;
  return out;
}

/** PascalCase identifier for a table's messages and service: `order_items` -> `OrderItems`. */
export function typeName(text: string): string {
  const id = identifier(text);
  const pascal = id
    .split('_')
    .filter(Boolean)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('');
  const name = pascal || 'T';
  return /^[0-9]/.test(name) ? `T${name}` : name;
}

/** Names handed out in one scope: a taken one gets `_2`, `_3`... */
export class NameScope {
  private readonly taken = new Set<string>();

  constructor(reserved: Iterable<string> = []) {
    for (const r of reserved) this.taken.add(r.toLowerCase());
  }

  /** Takes the first free of `base`, `base_2`...; `variants` must all be free too (suffixes of one base). */
  take(base: string, variants: (b: string) => string[] = (b) => [b]): string {
    for (let i = 1; ; i++) {
      const name = i === 1 ? base : `${base}_${i}`;
      const all = variants(name);
      if (all.every((n) => !this.taken.has(n.toLowerCase()))) {
        for (const n of all) this.taken.add(n.toLowerCase());
        return name;
      }
    }
  }
}

const PACKAGE_PREFIX = 'plinth.';

/**
 * The protobuf package of a project: `plinth.<project id>` when the id is an identifier (Plinth's
 * `p_<hex>` always is), else `plinth.x<hex of the id's UTF-8>`; `projectOfPackage` inverts it.
 */
export function packageOf(projectId: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(projectId) && !projectId.startsWith('x')
    ? `${PACKAGE_PREFIX}${projectId}`
    : `${PACKAGE_PREFIX}x${Buffer.from(projectId, 'utf8').toString('hex')}`;
}

export function projectOfPackage(pkg: string): string | undefined {
  if (!pkg.startsWith(PACKAGE_PREFIX)) return undefined;
  const id = pkg.slice(PACKAGE_PREFIX.length);
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(id)) return undefined;
  if (!id.startsWith('x')) return id;
  const hex = id.slice(1);
  return /^([0-9a-f]{2})+$/.test(hex) ? Buffer.from(hex, 'hex').toString('utf8') : undefined;
}
