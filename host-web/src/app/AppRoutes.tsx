import { observer, type LayoutName, type RouteContribution } from '@plinth/sdk/web';
import { Outlet, Route, Routes } from 'react-router-dom';
import { layoutMap } from '../layouts/layouts.js';
import { ErrorPage } from '../pages/ErrorPage.js';
import { WelcomePage } from '../pages/WelcomePage.js';
import { ERROR_STATUSES } from '../store/RouteState.js';
import { RouteScreen } from './contributed.js';
import { useRoot } from './RootContext.js';

/**
 * The route table: every active plugin's routes inside their layout, the index page (unless a
 * plugin provides `/`), the error routes, and the 404 page for anything else. `RouteState` matches
 * paths against the same table.
 */
export const AppRoutes = observer(function AppRoutes() {
  const root = useRoot();
  const layouts = layoutMap(root.plugins.contributions('layouts'));
  const routes = root.plugins.contributions('routes');
  const byLayout = new Map<LayoutName, (RouteContribution & { pluginId: string })[]>();
  for (const route of routes) {
    let layout = route.layout ?? 'default';
    if (!layouts.has(layout)) {
      console.warn(`[plinth] route '${route.path}' of plugin '${route.pluginId}' asks for unknown layout '${layout}'; using default`);
      layout = 'default';
    }
    byLayout.set(layout, [...(byLayout.get(layout) ?? []), route]);
  }
  const pluginOwnsIndex = routes.some((route) => route.path === '/' || route.path === '');
  return (
    <Routes>
      {[...layouts].map(([name, Frame]) => (
        <Route
          key={name}
          element={
            <Frame>
              <Outlet />
            </Frame>
          }
        >
          {(byLayout.get(name) ?? []).map((route) => (
            <Route key={`${route.pluginId}:${route.path}`} path={route.path} element={<RouteScreen component={route.component} />} />
          ))}
          {name === 'default' && !pluginOwnsIndex && <Route index element={<WelcomePage />} />}
          {name === 'error' &&
            ERROR_STATUSES.map((status) => <Route key={status} path={`/error/${status}`} element={<ErrorPage status={status} />} />)}
          {name === 'error' && <Route path="*" element={<ErrorPage status={404} />} />}
        </Route>
      ))}
    </Routes>
  );
});
