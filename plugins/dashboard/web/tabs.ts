import { action, computed, makeObservable, observable } from 'mobx';

/** 000 s.4 / s.9: the plain tab list holds 8 tabs; opening a ninth drops the oldest. */
export const PLAIN_TAB_LIMIT = 8;
/** 000 s.3: maxTabs when the ability rules do not say. */
export const DEFAULT_MAX_TABS = 99;

/** The query parameters a tab sets when activated (000 s.2): `name`, `dbalias`, `type`. */
export interface TabQuery {
  name: string;
  dbalias: string;
  type: string;
}

/** One open tab of the dashboard (the spec's Tab item, with the contributed tab type's key). */
export interface DashboardTab {
  /** Unique per tab: `table:db:customers`, or the type of a singleton tab. */
  key: string;
  /** A `dashboardTabs` contribution's type (`table`, `roles`...). */
  type: string;
  /** Shown on the tab (a table's alias, a tool's title). */
  name: string;
  /** Handed to the tab's component as `tab.params`. */
  params?: Record<string, string>;
  /** Written to the route when the tab is activated, read back on reload. */
  query: TabQuery;
}

export interface TabsStoreDeps {
  /** The ability rule (000 s.3), read at each opening. */
  maxTabs(): number;
  /** Does the tab type open only once? */
  isSingleton(type: string): boolean;
  /** Opening refused: the tab count reached maxTabs. */
  onRefused(maxTabs: number): void;
  /** A tab became active (null: none is left). */
  onActivated(tab: DashboardTab | null): void;
}

export type OpenResult = 'opened' | 'activated' | 'refused';

/**
 * The dashboard's open tabs (000 s.4 tab opening rules): an open tab, or any tab of a singleton
 * type, is activated instead of opened twice; opening is refused once the count reached maxTabs;
 * the plain list holds 8 tabs and drops the oldest for a new one.
 */
export class TabsStore {
  tabs: DashboardTab[] = [];
  activeKey: string | null = null;

  constructor(private readonly deps: TabsStoreDeps) {
    makeObservable(this, {
      tabs: observable.shallow,
      activeKey: observable,
      active: computed,
      open: action,
      activate: action,
      close: action,
      reset: action,
    });
  }

  get active(): DashboardTab | null {
    return this.tabs.find((tab) => tab.key === this.activeKey) ?? null;
  }

  /** The open tab the given one would duplicate: the same key, or any tab of a singleton type. */
  find(tab: Pick<DashboardTab, 'key' | 'type'>): DashboardTab | undefined {
    const singleton = this.deps.isSingleton(tab.type);
    return this.tabs.find((open) => open.key === tab.key || (singleton && open.type === tab.type));
  }

  open(tab: DashboardTab): OpenResult {
    const existing = this.find(tab);
    if (existing) {
      this.activate(existing.key);
      return 'activated';
    }
    const maxTabs = this.deps.maxTabs();
    if (this.tabs.length >= maxTabs) {
      this.deps.onRefused(maxTabs);
      return 'refused';
    }
    const kept = this.tabs.length >= PLAIN_TAB_LIMIT ? this.tabs.slice(this.tabs.length - PLAIN_TAB_LIMIT + 1) : this.tabs;
    this.tabs = [...kept, tab];
    this.activate(tab.key);
    return 'opened';
  }

  activate(key: string): void {
    const tab = this.tabs.find((open) => open.key === key);
    if (!tab) return;
    this.activeKey = key;
    this.deps.onActivated(tab);
  }

  /** Closes a tab; closing the active one activates its left neighbour (or the new first tab). */
  close(key: string): void {
    const index = this.tabs.findIndex((tab) => tab.key === key);
    if (index < 0) return;
    this.tabs = this.tabs.filter((tab) => tab.key !== key);
    if (this.activeKey !== key) return;
    const next = this.tabs[Math.max(0, index - 1)] ?? null;
    this.activeKey = next?.key ?? null;
    this.deps.onActivated(next);
  }

  /** Forgets every tab (a project load resets the tab state, 000 s.4). */
  reset(): void {
    this.tabs = [];
    this.activeKey = null;
  }
}

/** The tab query of a route's search string; null unless it names a type. */
export function readTabQuery(search: string): TabQuery | null {
  const query = new URLSearchParams(search);
  const type = query.get('type');
  if (!type) return null;
  return { name: query.get('name') ?? '', dbalias: query.get('dbalias') ?? '', type };
}

/** The search string for a tab query (other parameters of the route are kept, `new` is dropped). */
export function writeTabQuery(search: string, tab: TabQuery | null): string {
  const query = new URLSearchParams(search);
  query.delete('new');
  for (const name of ['name', 'dbalias', 'type'] as const) query.delete(name);
  if (tab) {
    query.set('name', tab.name);
    query.set('dbalias', tab.dbalias);
    query.set('type', tab.type);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const sameTabQuery = (a: TabQuery | null, b: TabQuery | null) =>
  a === b || (!!a && !!b && a.name === b.name && a.dbalias === b.dbalias && a.type === b.type);
