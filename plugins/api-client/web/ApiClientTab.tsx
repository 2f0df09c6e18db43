/** The dashboard's API Client tab (000 s.2): the client, its state kept under the project's `projectName__projectId`. */
import { observer, usePlinth, useRoute } from '@plinth/sdk/web';
import { useEffect, useState } from 'react';
import { ApiClientPanel } from './client/ApiClientPanel.js';
import { stateKey } from './client/state.js';

const ApiClientTab = observer(function ApiClientTab(_props: { tab: { key: string; name: string } }) {
  const ctx = usePlinth();
  const projectId = useRoute().params.project_id ?? '';
  const [key, setKey] = useState<string | null>(null);
  useEffect(() => {
    ctx.api.rpc<{ title: string }>('projectRead', { project_id: projectId }).then(
      (p) => setKey(stateKey({ id: projectId, title: p.title })),
      () => setKey(stateKey({ id: projectId, title: '' })),
    );
  }, [ctx, projectId]);
  return (
    <div style={{ padding: 'var(--base-size-16, 16px)', overflow: 'auto', height: '100%' }}>
      {key && <ApiClientPanel key={key} storageKey={key} />}
    </div>
  );
});

export default ApiClientTab;
