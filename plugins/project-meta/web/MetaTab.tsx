/**
 * The Meta tab (project admins): the project's metadata exported to a zip (tables, columns,
 * relations, virtual columns, disabled tables and what other plugins keep: views, table access
 * rules; never rows or secrets), and a zip imported as a new project after a preview of what it
 * holds.
 */
import { errorText, mutedTextStyle, observer, usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { Button, Heading, Stack } from '@primer/react';
import { useRef, useState } from 'react';
import { downloadExport, importFromFile } from './transfer-actions.js';

const PLUGIN_ID = 'project-meta';

/** The tab ignores its own params: the project is the dashboard route's. */
const MetaTab = observer(function MetaTab(_props: { tab: { key: string; name: string } }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const projectId = useRoute().params.project_id ?? '';
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      ctx.toast.error(errorText(err));
    } finally {
      setBusy(false);
      if (picker.current) picker.current.value = '';
    }
  };

  if (!projectId) return <p>{t('info.noProject')}</p>;
  return (
    <div style={{ padding: 'var(--base-size-16, 16px)', overflow: 'auto', height: '100%' }} data-testid="meta-tab">
      <Stack gap="normal">
        <section aria-labelledby="meta-export">
          <Heading as="h3" id="meta-export" style={{ fontSize: 'var(--text-title-size-small, 1rem)' }}>
            {t('meta.exportTitle')}
          </Heading>
          <p style={mutedTextStyle}>{t('meta.exportExplain')}</p>
          <Button disabled={busy} onClick={() => void run(() => downloadExport(ctx, projectId))}>
            {t('meta.export')}
          </Button>
        </section>
        <section aria-labelledby="meta-import">
          <Heading as="h3" id="meta-import" style={{ fontSize: 'var(--text-title-size-small, 1rem)' }}>
            {t('meta.importHeading')}
          </Heading>
          <p style={mutedTextStyle}>{t('meta.importExplain')}</p>
          <input
            ref={picker}
            type="file"
            accept=".zip,application/zip"
            hidden
            aria-label={t('meta.importFile')}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) void run(() => importFromFile(ctx, file));
            }}
          />
          <Button disabled={busy} onClick={() => picker.current?.click()}>
            {t('meta.import')}
          </Button>
        </section>
      </Stack>
    </div>
  );
});

export default MetaTab;
