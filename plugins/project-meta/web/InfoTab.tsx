/**
 * The Info tab (project admins): the project's id, API type and status, each database with what
 * its schema holds, and the project's API addresses to copy.
 */
import { intlLocale } from '@plinth/sdk';
import {
  copyText,
  errorText,
  mutedTextStyle,
  observer,
  tableCellStyle,
  tableMetaStore,
  tableStyle,
  usePlinth,
  useRoute,
  useT,
} from '@plinth/sdk/web';
import { CopyIcon } from '@primer/octicons-react';
import { Button, Heading, IconButton, Spinner } from '@primer/react';
import { useEffect, useState } from 'react';
import type { ProjectInfoAnswer } from '../info.js';

const PLUGIN_ID = 'project-meta';

/** The tab ignores its own params: the project is the dashboard route's. */
const InfoTab = observer(function InfoTab(_props: { tab: { key: string; name: string } }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const projectId = useRoute().params.project_id ?? '';
  const [info, setInfo] = useState<ProjectInfoAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);
  const [generating, setGenerating] = useState(false);
  useEffect(() => {
    if (!projectId) return;
    let live = true;
    ctx.api.get<ProjectInfoAnswer>(`/api/v1/project-meta/${encodeURIComponent(projectId)}/info`, { ignorePreview: true }).then(
      (answer) => live && setInfo(answer),
      (err: unknown) => live && setError(errorText(err)),
    );
    return () => {
      live = false;
    };
  }, [ctx, projectId, loads]);
  if (!projectId) return <p>{t('info.noProject')}</p>;
  if (error) return <p role="alert">{error}</p>;
  if (!info) return <Spinner size="medium" srText={t('info.loading')} />;

  // 000 s.7 / s.8: the APIs follow the database's schema as it is now (tables made outside Plinth).
  const generate = async () => {
    setGenerating(true);
    const op = info.projectType === 'graphql' ? 'projectGenerateBackendGql' : 'projectGenerateBackend';
    try {
      const answer = await ctx.api.rpc<{ msg: string }>(op, { project_id: projectId, args: {} });
      tableMetaStore(ctx).schemaChanged(projectId);
      ctx.toast.success(answer.msg);
      setLoads((n) => n + 1);
    } catch (err) {
      ctx.toast.error(t('info.generateFailed', { msg: errorText(err) }));
    } finally {
      setGenerating(false);
    }
  };
  const origin = window.location.origin;
  const copy = (label: string, value: string) =>
    void copyText(value).then((ok) =>
      ok ? ctx.toast.success(t('info.copied', { what: label })) : ctx.toast.error(t('info.copyFailed', { text: value })),
    );
  const rows: [string, string, boolean][] = [
    [t('info.id'), info.id, true],
    [t('info.title'), info.title, false],
    [t('info.type'), t(`type.${info.projectType}`), false],
    [t('info.status'), t(`status.${info.status}`), false],
    [t('info.created'), new Date(info.createdAt).toLocaleString(intlLocale(ctx.i18n.language)), false],
    [t('info.rest'), origin + info.api.rest, true],
    [t('info.swagger'), origin + info.api.swagger, true],
    [t('info.graphql'), origin + info.api.graphql, true],
  ];
  return (
    <div style={{ padding: 'var(--base-size-16, 16px)', overflow: 'auto', height: '100%' }} data-testid="info-tab">
      <table style={tableStyle} aria-label={t('info.project')}>
        <tbody>
          {rows.map(([label, value, copyable]) => (
            <tr key={label}>
              <th scope="row" style={{ ...tableCellStyle, width: 200 }}>
                {label}
              </th>
              <td style={tableCellStyle}>
                <code style={{ wordBreak: 'break-all' }}>{value}</code>
                {copyable && (
                  <IconButton
                    icon={CopyIcon}
                    size="small"
                    variant="invisible"
                    aria-label={t('info.copy', { what: label })}
                    onClick={() => copy(label, value)}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-labelledby="info-generate" style={{ marginTop: 'var(--base-size-16, 16px)' }}>
        <Heading as="h3" id="info-generate" style={{ fontSize: 'var(--text-title-size-small, 1rem)' }}>
          {t('info.generateTitle')}
        </Heading>
        <p style={mutedTextStyle}>{t('info.generateExplain')}</p>
        <Button disabled={generating} onClick={() => void generate()}>
          {t('info.generate')}
        </Button>
      </section>
      {info.databases.map((db) => (
        <section key={db.dbAlias} aria-label={t('info.database', { alias: db.dbAlias })} style={{ marginTop: 'var(--base-size-24, 24px)' }}>
          <Heading as="h3" style={{ fontSize: 'var(--text-title-size-small, 1rem)' }}>
            {t('info.database', { alias: db.dbAlias })}
          </Heading>
          <p style={mutedTextStyle}>
            {t(`client.${db.client}`)} {db.embedded ? t('info.embedded') : ''} {db.database ?? ''} {db.host ? `@ ${db.host}` : ''}
          </p>
          <table style={tableStyle}>
            <tbody>
              {(['tables', 'views', 'relations', 'manyToMany', 'virtualColumns'] as const).map((k) => (
                <tr key={k}>
                  <th scope="row" style={{ ...tableCellStyle, width: 200, fontWeight: 'normal' }}>
                    {t(`count.${k}`)}
                  </th>
                  <td style={tableCellStyle} data-testid={`count-${k}`}>
                    {db.counts[k].toLocaleString(intlLocale(ctx.i18n.language))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
});

export default InfoTab;
