import inflection from 'inflection';
import type { Inflection } from '@plinth/sdk/server';

/** Display name (`_tn`, `_cn`) of a table or column name under the project's inflection. */
export function inflect(name: string, mode: Inflection): string {
  if (mode === 'none') return name;
  // camelize wants snake_case words; other separators become underscores first.
  const snake = name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return snake ? inflection.camelize(snake, true) : name;
}
