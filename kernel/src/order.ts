import type { PluginManifest } from './types.js';

export interface OrderResult {
  /** Every plugin id, dependencies before dependants; ties keep the input order. */
  order: string[];
  /** Plugins that cannot load, with why: a missing dependency or a cycle. */
  invalid: Map<string, string>;
}

/**
 * Orders plugins so that each comes after what it depends on (required and present optional
 * dependencies). A cycle is named in full ("a -> b -> a") on every plugin in it.
 */
export function orderPlugins(manifests: PluginManifest[]): OrderResult {
  const byId = new Map(manifests.map((m) => [m.id, m]));
  const invalid = new Map<string, string>();
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];

  for (const m of manifests) {
    const missing = (m.dependsOn ?? []).filter((d) => !byId.has(d));
    if (missing.length) {
      invalid.set(m.id, `Missing dependency ${missing.map((d) => `'${d}'`).join(', ')}`);
    }
  }

  const visit = (id: string) => {
    const s = state.get(id);
    if (s === 'done') return;
    if (s === 'visiting') {
      const cycle = [...stack.slice(stack.indexOf(id)), id];
      const text = `Dependency cycle: ${cycle.join(' -> ')}`;
      for (const member of cycle) if (!invalid.has(member)) invalid.set(member, text);
      return;
    }
    state.set(id, 'visiting');
    stack.push(id);
    const m = byId.get(id)!;
    for (const dep of [...(m.dependsOn ?? []), ...(m.optionalDependsOn ?? [])]) {
      if (byId.has(dep)) visit(dep);
    }
    stack.pop();
    state.set(id, 'done');
    order.push(id);
  };
  for (const m of manifests) visit(m.id);
  return { order, invalid };
}
