/**
 * Names derived from user-chosen table names: component names (`^[a-zA-Z0-9._-]+$` in OpenAPI)
 * and operation ids that double as TypeScript identifiers in the generated client. Only ASCII
 * letters, digits and `_` survive; collisions get a numeric suffix.
 */

const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await any boolean number string symbol unknown never object undefined'.split(
    ' ',
  ),
);

/** `order items` -> `OrderItems`; empty or digit-led results get a `T` in front. */
export function pascalIdentifier(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const joined = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return !joined || /^[0-9]/.test(joined) ? `T${joined}` : joined;
}

export const camelIdentifier = (text: string): string => {
  const p = pascalIdentifier(text);
  const camel = p[0]!.toLowerCase() + p.slice(1);
  return RESERVED.has(camel) ? `${camel}_` : camel;
};

/** Hands out names once: a second `Orders` becomes `Orders2`. */
export class NameAllocator {
  private readonly taken = new Set<string>();

  constructor(reserved: Iterable<string> = []) {
    for (const r of reserved) this.taken.add(r.toLowerCase());
  }

  take(base: string): string {
    let name = base;
    for (let i = 2; this.taken.has(name.toLowerCase()); i++) name = `${base}${i}`;
    this.taken.add(name.toLowerCase());
    return name;
  }
}
