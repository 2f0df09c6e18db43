/** The dashboard's 'Import Excel / CSV' tab: a file's sheets as new tables of the open project. */
import { tableMetaStore, usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { Heading } from '@primer/react';
import { tablePath } from './api.js';
import { ImportWizard } from './ImportWizard.js';

/** The tab ignores its own params: the project is the dashboard route's. */
export default function ImportTab(_props: { tab: { key: string; name: string } }) {
  const ctx = usePlinth();
  const t = useT('sheet-import');
  const projectId = useRoute().params.project_id ?? '';
  return (
    <div style={{ padding: 16, maxWidth: 1100 }}>
      <Heading as="h2" style={{ fontSize: 'var(--text-title-size-medium, 1.25rem)', marginBottom: 16 }}>
        {t('tab.heading')}
      </Heading>
      <ImportWizard
        key={projectId}
        projectId={projectId}
        // The tree lists the new tables.
        onImported={(id) => tableMetaStore(ctx).schemaChanged(id)}
        onOpen={(id, tn) => ctx.navigate(tablePath(id, tn))}
      />
    </div>
  );
}
