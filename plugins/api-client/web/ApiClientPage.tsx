/** The /apiClient page (000 s.2): the API client on its own, outside any project. */
import { PageFrame, useT } from '@plinth/sdk/web';
import { ApiClientPanel } from './client/ApiClientPanel.js';
import { stateKey } from './client/state.js';

export default function ApiClientPage() {
  const t = useT('api-client');
  return (
    <PageFrame title={t('client.title')} description={t('client.body')}>
      <ApiClientPanel storageKey={stateKey(null)} />
    </PageFrame>
  );
}
