/**
 * A stand-alone route to one table's grid (`/grid/:projectId/:tn`), for links and the browser
 * tests; inside a project the dashboard opens the same view as a `table` tab.
 */
import { useRoute } from '@plinth/sdk/web';
import { GridView } from './GridView.js';

export default function GridRoute() {
  const { params } = useRoute();
  return (
    <div style={{ height: 'calc(100vh - 64px)' }}>
      <GridView projectId={params.projectId ?? ''} tn={params.tn ?? ''} dbAlias="db" />
    </div>
  );
}
