/**
 * GraphQL names from user-chosen table and column names. GraphQL allows `[_A-Za-z][_0-9A-Za-z]*`
 * and reserves a leading `__`; anything else is rewritten, and names that then collide get a
 * numeric suffix in a fixed order (tables by `tn`, fields in meta order), so the same meta always
 * gives the same schema.
 */

/** Names the generated schema uses itself. */
export const RESERVED_TYPE_NAMES = [
  'Query',
  'Mutation',
  'Subscription',
  'String',
  'Int',
  'Float',
  'Boolean',
  'ID',
  'JSON',
  'BigInt',
  'Date',
  'DateTime',
  'Time',
];
export const RESERVED_ROOT_FIELDS = ['m2mNotChildren', 'm2mNotChildrenCount'];

/**
 * `order items` -> `order_items`, `café` -> `cafe`, `2024` -> `_2024`, `__x` -> `x__x`; a letter
 * outside ASCII becomes its code point (`客` -> `_5ba2`), so different scripts stay different.
 */
export function graphqlName(text: string): string {
  const stripped = text.normalize('NFKD').replace(/\p{M}/gu, '');
  let out = '';
  for (const ch of stripped) {
    if (/[_0-9A-Za-z]/.test(ch)) out += ch;
    else if (ch.codePointAt(0)! < 128) out += '_';
    else out += `_${ch.codePointAt(0)!.toString(16)}`;
  }
  if (!out) return '_';
  if (/^[0-9]/.test(out)) out = `_${out}`;
  if (out.startsWith('__')) out = `x${out}`;
  return out;
}

/** `order_items` -> `OrderItems` (type names); a digit-led result gets a `T` in front. */
export function typeName(text: string): string {
  const words = graphqlName(text).split('_').filter(Boolean);
  const joined = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return !joined || /^[0-9]/.test(joined) ? `T${joined}` : joined;
}

/** Hands out names once, case-sensitively (GraphQL is): a second `orders` becomes `orders_2`. */
export class NameAllocator {
  private readonly taken = new Set<string>();

  constructor(reserved: Iterable<string> = []) {
    for (const r of reserved) this.taken.add(r);
  }

  take(base: string): string {
    let name = base;
    for (let i = 2; this.taken.has(name); i++) name = `${base}_${i}`;
    this.taken.add(name);
    return name;
  }

  /**
   * Takes a group of names built from one base (`x` -> `xList`, `xRead`...) together: the first
   * suffix for which none of them is taken.
   */
  takeGroup(base: string, build: (base: string) => string[]): string {
    let chosen = base;
    for (let i = 2; build(chosen).some((n) => this.taken.has(n)); i++) chosen = `${base}_${i}`;
    for (const n of build(chosen)) this.taken.add(n);
    return chosen;
  }
}
