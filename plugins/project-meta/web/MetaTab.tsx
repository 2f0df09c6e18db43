/**
 * The Meta tab (project admins; 000 s.2 "Project Metadata: export to file, import, export zip,
 * import zip, reset"): export the project's metadata as a zip (rows as CSV when asked) or as a JSON
 * file; import a zip or JSON file as a new project or into this one, after a preview of what
 * changes; reset (clear the metadata and read the schema again, rows kept).
 */
import { errorText, mutedTextStyle, observer, usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { Button, Checkbox, FormControl, Heading, Stack } from '@primer/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ARCHIVE_ACCEPT, downloadExport, importFromFile, resetMeta } from './transfer-actions.js';

const PLUGIN_ID = 'project-meta';
const headingStyle = { fontSize: 'var(--text-title-size-small, 1rem)' };

function Section({ id, title, explain, children }: { id: string; title: string; explain: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Heading as="h3" id={id} style={headingStyle}>
        {title}
      </Heading>
      <p style={mutedTextStyle}>{explain}</p>
      {children}
    </section>
  );
}

/** The tab ignores its own params: the project is the dashboard route's. */
const MetaTab = observer(function MetaTab(_props: { tab: { key: string; name: string } }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const projectId = useRoute().params.project_id ?? '';
  const picker = useRef<HTMLInputElement>(null);
  const importInto = useRef(false);
  const [busy, setBusy] = useState(false);
  const [withRows, setWithRows] = useState(false);
  const [title, setTitle] = useState('');
  useEffect(() => {
    if (!projectId) return;
    ctx.api
      .rpc<{ title: string }>('projectRead', { project_id: projectId })
      .then((p) => setTitle(p.title))
      .catch(() => undefined);
  }, [ctx, projectId]);
  const project = { id: projectId, title: title || projectId };
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
  const pick = (into: boolean) => {
    importInto.current = into;
    picker.current?.click();
  };

  if (!projectId) return <p>{t('info.noProject')}</p>;
  return (
    <div style={{ padding: 'var(--base-size-16, 16px)', overflow: 'auto', height: '100%' }} data-testid="meta-tab">
      <Stack gap="normal">
        <Section id="meta-export" title={t('meta.exportTitle')} explain={t('meta.exportExplain')}>
          <Stack gap="condensed">
            <FormControl>
              <Checkbox checked={withRows} onChange={(e) => setWithRows(e.currentTarget.checked)} />
              <FormControl.Label>{t('meta.withRows')}</FormControl.Label>
              <FormControl.Caption>{t('meta.withRowsCaption')}</FormControl.Caption>
            </FormControl>
            <Stack direction="horizontal" gap="condensed">
              <Button disabled={busy} onClick={() => void run(() => downloadExport(ctx, projectId, { rows: withRows }))}>
                {t('meta.export')}
              </Button>
              <Button disabled={busy} onClick={() => void run(() => downloadExport(ctx, projectId, { format: 'json' }))}>
                {t('meta.exportJson')}
              </Button>
            </Stack>
          </Stack>
        </Section>
        <Section id="meta-import" title={t('meta.importHeading')} explain={t('meta.importExplain')}>
          <input
            ref={picker}
            type="file"
            accept={ARCHIVE_ACCEPT}
            hidden
            aria-label={t('meta.importFile')}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) void run(() => importFromFile(ctx, file, importInto.current ? project : undefined));
            }}
          />
          <Stack direction="horizontal" gap="condensed">
            <Button disabled={busy} onClick={() => pick(false)}>
              {t('meta.import')}
            </Button>
            <Button disabled={busy} onClick={() => pick(true)}>
              {t('meta.importInto')}
            </Button>
          </Stack>
        </Section>
        <Section id="meta-reset" title={t('meta.resetHeading')} explain={t('meta.resetExplain')}>
          <Button variant="danger" disabled={busy} onClick={() => void run(() => resetMeta(ctx, project))}>
            {t('meta.reset')}
          </Button>
        </Section>
      </Stack>
    </div>
  );
});

export default MetaTab;
