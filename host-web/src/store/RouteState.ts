import type { RouteContribution, RouteView } from '@plinth/sdk/web';
import { computed, createAtom, makeObservable } from 'mobx';
import { matchRoutes } from 'react-router-dom';

/** The error routes the frame serves itself (AppRoutes renders them in the error frame). */
export const ERROR_STATUSES = [400, 403, 404] as const;

interface TableEntry {
  path: string;
  public: boolean;
}

/** `#/a/b?x=1` -> path `/a/b`, search `?x=1` (hash routing, 000 s.2). */
export function parseHash(hash: string): { path: string; search: string } {
  const route = hash.replace(/^#/, '') || '/';
  const q = route.indexOf('?');
  const path = q < 0 ? route : route.slice(0, q);
  return { path: path.startsWith('/') ? path : `/${path}`, search: q < 0 ? '' : route.slice(q) };
}

/**
 * The address and the route table, for plugin code outside screens (redirect rules). The table is
 * what AppRoutes renders: contributed routes, the index and the error pages; matching uses
 * react-router's own ranking, so "which route is this" has one answer in both places.
 *
 * The location is read from the address itself, not copied, so code running before the router
 * has rendered (a plugin's activation) sees it too. `changed()` (called by the router after each
 * navigation) wakes mobx reactions and observers. Screens use `useRoute()` instead: the router's
 * state, which stays theirs while the app navigates away.
 */
export class RouteState implements RouteView {
  private readonly atom = createAtom('RouteState.location');

  constructor(
    private readonly contributed: () => readonly Pick<RouteContribution, 'path' | 'public'>[],
    private readonly readHash: () => string = () => (typeof window === 'undefined' ? '' : window.location.hash),
  ) {
    makeObservable<RouteState, 'table'>(this, { table: computed });
  }

  private get location(): { path: string; search: string } {
    this.atom.reportObserved();
    return parseHash(this.readHash());
  }

  get path(): string {
    return this.location.path;
  }

  get search(): string {
    return this.location.search;
  }

  private get table(): TableEntry[] {
    return [
      ...this.contributed().map((route) => ({ path: route.path, public: route.public === true })),
      // A plugin route for '/' outranks nothing here: equal paths keep the first, like <Routes>.
      { path: '/', public: false },
      ...ERROR_STATUSES.map((status) => ({ path: `/error/${status}`, public: true })),
    ];
  }

  private match(path: string) {
    return matchRoutes(this.table, path)?.[0] ?? null;
  }

  exists(path: string): boolean {
    return this.match(path) !== null;
  }

  /** Unmatched paths count as public: they show the 404 page, which anybody may see. */
  isPublic(path: string): boolean {
    return this.match(path)?.route.public ?? true;
  }

  /** The address changed: observers and reactions re-read the route. */
  changed(): void {
    this.atom.reportChanged();
  }
}
