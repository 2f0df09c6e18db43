import { Spinner } from '@primer/react';
import { resolveComponent, ScreenRouteContext, setComponentLoadWrapper, type LazyComponent, type ScreenRoute } from '@plinth/sdk/web';
import { Suspense, useMemo, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { guardChunkLoad } from './chunkReload.js';
import { ErrorBoundary } from './ErrorBoundary.js';

// Every code-split contribution loads behind the chunk-reload guard: the frame's own screens and
// what plugins render of other plugins (dashboard tabs, view types) through `resolveComponent`.
setComponentLoadWrapper(guardChunkLoad);

/** A plugin component, eager or code-split, with a spinner while its chunk loads. */
function Contributed({ component }: { component: LazyComponent }) {
  const Resolved = resolveComponent(component);
  return (
    <Suspense fallback={<Spinner size="medium" />}>
      <Resolved />
    </Suspense>
  );
}

/** A contributed route's screen, with its own route for `useRoute()` (the router's state, not the address). */
export function RouteScreen({ component }: { component: LazyComponent }) {
  const { pathname, search } = useLocation();
  const rawParams = useParams();
  const paramsKey = JSON.stringify(rawParams);
  const route = useMemo<ScreenRoute>(
    () => ({
      path: pathname,
      search,
      params: Object.fromEntries(Object.entries(rawParams).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    }),
    // Params are a new object per render; their content decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pathname, search, paramsKey],
  );
  return (
    <ScreenRouteContext.Provider value={route}>
      <Contributed component={component} />
    </ScreenRouteContext.Provider>
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
