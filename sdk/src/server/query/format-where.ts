/**
 * Where text from a tree, the inverse of `parseWhere` (for shared views, the grid and clients
 * that store filters as text): `parseWhere(formatWhere(t))` gives `t` back for any tree whose
 * groups have two or more children, whose values are strings and whose fields have no leading or
 * trailing spaces (the parser trims fields).
 */
import type { WhereNode } from './ast.js';
import { escapeWhereText } from './text.js';

export function formatWhere(node: WhereNode): string {
  switch (node.type) {
    case 'and':
      return node.children
        .map((child, i) =>
          child.type === 'not' ? `${i === 0 ? '' : '~and'}${formatWhere(child)}` : `${i === 0 ? '' : '~and'}${group(child)}`,
        )
        .join('');
    case 'or':
      return node.children.map(group).join('~or');
    case 'not':
      return `~not${group(node.child)}`;
    case 'condition': {
      const values = Array.isArray(node.value) ? node.value : [node.value];
      return `(${escapeWhereText(node.field)},${node.op},${values.map((v) => escapeWhereText(String(v))).join(',')})`;
    }
  }
}

/** A node as one unary term: conditions carry their own parentheses, groups get a pair. */
function group(node: WhereNode): string {
  if (node.type === 'condition') return formatWhere(node);
  if (node.type === 'not') return formatWhere(node);
  return `(${formatWhere(node)})`;
}
