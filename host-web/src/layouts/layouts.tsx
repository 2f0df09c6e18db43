import type { LayoutContribution, LayoutName } from '@plinth/sdk/web';
import type { ComponentType, ReactNode } from 'react';
import { BrandBar, TopBar } from '../topbar/TopBar.js';
import classes from './layouts.module.css';

type Frame = ComponentType<{ children: ReactNode }>;

/** Top bar with menus and plugin items; the frame of most screens. */
function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.frame}>
      <TopBar />
      <main className={classes.main}>{children}</main>
    </div>
  );
}

/** Nothing around the page: full-screen tools and embeds. */
function EmptyLayout({ children }: { children: ReactNode }) {
  return <main className={classes.frame}>{children}</main>;
}

/** Screens for visitors who are not signed in (sign-in, password recovery): brand and a centred page. */
function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.frame}>
      <BrandBar />
      <main className={classes.centered}>{children}</main>
    </div>
  );
}

/** Shared views and bases: brand bar, the page takes the full width. */
function SharedLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.frame}>
      <BrandBar />
      <main className={classes.main}>{children}</main>
    </div>
  );
}

/** Error pages: brand bar (a way home) and the centred message. */
export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.frame}>
      <BrandBar />
      <main className={classes.main}>{children}</main>
    </div>
  );
}

const BUILT_IN_LAYOUTS: Readonly<Record<'default' | 'empty' | 'public' | 'shared' | 'error', Frame>> = {
  default: DefaultLayout,
  empty: EmptyLayout,
  public: PublicLayout,
  shared: SharedLayout,
  error: ErrorLayout,
};

/**
 * The frames by name: built-ins, plus plugin layouts under new names. A plugin cannot replace a
 * built-in frame, so one plugin cannot restyle every other plugin's screens.
 */
export function layoutMap(contributed: readonly (LayoutContribution & { pluginId: string })[]): Map<LayoutName, Frame> {
  const map = new Map<LayoutName, Frame>(Object.entries(BUILT_IN_LAYOUTS));
  for (const layout of contributed) {
    if (map.has(layout.name)) {
      console.warn(`[plinth] plugin '${layout.pluginId}' contributes layout '${layout.name}', which already exists; ignored`);
      continue;
    }
    map.set(layout.name, layout.component);
  }
  return map;
}
