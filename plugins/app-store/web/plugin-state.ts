/** What the App Store says about a plugin of the list: its state's name, who depends on it, the search. */
import type { PluginListItem } from '@plinth/sdk';

export type StateKey = 'running' | 'disabled' | 'blocked' | 'failed' | 'stopped' | 'starting';

export function stateKey(item: PluginListItem): StateKey {
  switch (item.state) {
    case 'started':
      return 'running';
    case 'disabled':
    case 'blocked':
    case 'failed':
    case 'stopped':
      return item.state;
    default:
      return 'starting';
  }
}

export const STATE_VARIANT: Record<StateKey, 'success' | 'secondary' | 'attention' | 'danger'> = {
  running: 'success',
  disabled: 'secondary',
  stopped: 'secondary',
  starting: 'secondary',
  blocked: 'attention',
  failed: 'danger',
};

/** The enabled plugins that name `id` among the plugins they need (they stop with it). */
export function dependantsOf(list: readonly PluginListItem[], id: string): PluginListItem[] {
  return list.filter((p) => p.enabled && p.id !== id && p.dependsOn.includes(id));
}

/** Does the plugin match the search text (name, id or description, any case)? */
export function matches(item: PluginListItem, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [item.displayName, item.id, item.description ?? ''].some((text) => text.toLowerCase().includes(q));
}

/** The categories of the list with their number of plugins, by name. */
export function categoryCounts(list: readonly PluginListItem[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of list) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b));
}

/** 10485760 -> '10 MB'. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
