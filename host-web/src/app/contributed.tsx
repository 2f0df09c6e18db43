import { Spinner } from '@primer/react';
import type { LazyComponent, LazyLoader } from '@plinth/sdk/web';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary.js';

function isLazyLoader<P>(component: LazyComponent<P>): component is LazyLoader<P> {
  return typeof component === 'object' && component !== null && 'lazy' in component && typeof component.lazy === 'function';
}

// One React.lazy per loader: a new lazy component on each render would remount and reload it.
const lazyCache = new WeakMap<object, unknown>();

export function resolveComponent<P>(component: LazyComponent<P>): ComponentType<P> {
  if (!isLazyLoader(component)) return component;
  let resolved = lazyCache.get(component) as ComponentType<P> | undefined;
  if (!resolved) {
    resolved = lazy(component.lazy);
    lazyCache.set(component, resolved);
  }
  return resolved;
}

/** A plugin component, eager or code-split, with a spinner while its chunk loads. */
export function Contributed({ component }: { component: LazyComponent }) {
  const Resolved = resolveComponent(component);
  return (
    <Suspense fallback={<Spinner size="medium" />}>
      <Resolved />
    </Suspense>
  );
}

/**
 * Isolates a small contribution (a top-bar button, a menu entry): if it throws, it disappears
 * and the error is logged, instead of taking the whole frame down.
 */
export function Isolated({ pluginId, children }: { pluginId: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(error) => {
        console.error(`[plinth] a contribution of plugin '${pluginId}' failed to render`, error);
        return null;
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
