/**
 * The Meta tab (project admins): the project's metadata exported to a zip (tables, columns,
 * relations, virtual columns, disabled tables and what other plugins keep: views, table access
 * rules; never rows or secrets), and a zip imported as a new project after a preview of what it
 * holds.
 */
import { HEADERS } from '@plinth/sdk';
import { ApiError, errorText, mutedTextStyle, observer, usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { Button, Heading, Stack } from '@primer/react';
import { useRef, useState } from 'react';

const PLUGIN_ID = 'project-meta';

interface ImportSummary {
  title: string;
  tables: string[];
  relations: number;
  manyToMany: number;
  virtualColumns: number;
  sections: string[];
}

/** The tab ignores its own params: the project is the dashboard route's. */
const MetaTab = observer(function MetaTab(_props: { tab: { key: string; name: string } }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const projectId = useRoute().params.project_id ?? '';
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const auth = (): Record<string, string> => (ctx.session.token ? { [HEADERS.auth]: ctx.session.token } : {});

  /** Multipart is not needed: the zip is the request body. */
  const send = async (file: Blob, preview: boolean) => {
    const res = await fetch(`/api/v1/project-meta-import${preview ? '?preview=1' : ''}`, {
      method: 'POST',
      body: file,
      headers: { 'content-type': 'application/zip', ...auth() },
    });
    const body = (await res.json().catch(() => ({}))) as ImportSummary & { id?: string; msg?: string };
    if (!res.ok) throw new ApiError(res.status, body.msg ?? res.statusText, body);
    return body;
  };

  const exportZip = async () => {
    setBusy(true);
    try {
      const res = await fetch(`/api/v1/project-meta/${encodeURIComponent(projectId)}/export`, { headers: auth() });
      if (!res.ok) throw new ApiError(res.status, ((await res.json().catch(() => ({}))) as { msg?: string }).msg ?? res.statusText);
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'project-meta.zip';
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await res.blob());
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      ctx.toast.success(t('meta.exported'));
    } catch (err) {
      ctx.toast.error(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const importZip = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const summary = await send(file, true);
      const confirmed = await ctx.confirm({
        title: t('meta.importTitle', { title: summary.title }),
        body: (
          <ul>
            <li>{t('meta.importTables', { count: summary.tables.length, tables: summary.tables.join(', ') })}</li>
            <li>
              {t('meta.importRelations', { relations: summary.relations, manyToMany: summary.manyToMany, virtual: summary.virtualColumns })}
            </li>
            {summary.sections.length > 0 && <li>{t('meta.importSections', { sections: summary.sections.join(', ') })}</li>}
          </ul>
        ),
        confirmLabel: t('meta.importConfirm'),
      });
      if (!confirmed) return;
      const created = await send(file, false);
      ctx.toast.success(t('meta.imported', { title: created.title }));
      ctx.navigate(`/nc/${encodeURIComponent(created.id!)}`);
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
          <Button disabled={busy} onClick={() => void exportZip()}>
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
            onChange={(e) => void importZip(e.currentTarget.files?.[0])}
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
