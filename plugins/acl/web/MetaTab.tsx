/**
 * The Meta Management tab (project admins): for every table, the roles it is shown to; a table
 * hidden from a role leaves that role's tree and table lists and answers 404 to its API calls.
 * Each switch saves at once.
 */
import { errorText, mutedTextStyle, observer, tableCellStyle, tableStyle, usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { Checkbox, TextInput } from '@primer/react';
import { useEffect, useState } from 'react';
import { useProjectTables } from './useProjectTables.js';

const PLUGIN_ID = 'acl';

/** The tab ignores its own params: the project is the dashboard route's. */
const MetaTab = observer(function MetaTab(_props: { tab: { key: string; name: string } }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const projectId = useRoute().params.project_id ?? '';
  const [query, setQuery] = useState('');
  const { tables, shown, error } = useProjectTables(projectId, query);
  const [roles, setRoles] = useState<string[]>([]);
  const [hidden, setHidden] = useState<Map<string, string[]>>(new Map());
  const base = `/api/v1/acl/${encodeURIComponent(projectId)}/hidden`;
  useEffect(() => {
    ctx.api.get<{ roles: string[]; list: { tn: string; roles: string[] }[] }>(base, { ignorePreview: true }).then(
      (answer) => {
        setRoles(answer.roles);
        setHidden(new Map(answer.list.map((h) => [h.tn, h.roles])));
      },
      (err: unknown) => ctx.toast.error(errorText(err)),
    );
  }, [ctx, base]);

  const toggle = async (tn: string, table: string, role: string, show: boolean) => {
    const current = hidden.get(tn) ?? [];
    const next = show ? current.filter((r) => r !== role) : [...current, role];
    try {
      const saved = await ctx.api.put<{ tn: string; roles: string[] }>(
        `${base}/${encodeURIComponent(tn)}`,
        { roles: next },
        { ignorePreview: true },
      );
      setHidden(new Map(hidden).set(tn, saved.roles));
      ctx.toast.success(t(show ? 'meta.shown' : 'meta.hidden', { role: t(`role.${role}`), table }));
    } catch (err) {
      ctx.toast.error(errorText(err));
    }
  };

  if (!projectId) return <p>{t('tab.noProject')}</p>;
  return (
    <div style={{ padding: 'var(--base-size-16, 16px)', overflow: 'auto', height: '100%' }} data-testid="meta-tab">
      <p style={mutedTextStyle}>{t('meta.explain')}</p>
      {error && <p role="alert">{error}</p>}
      <TextInput aria-label={t('tab.search')} placeholder={t('tab.search')} value={query} onChange={(e) => setQuery(e.target.value)} />
      {tables?.length === 0 && <p style={mutedTextStyle}>{t('tab.noTables')}</p>}
      {shown.length > 0 && (
        <table style={{ ...tableStyle, marginTop: 'var(--base-size-8, 8px)' }} aria-label={t('meta.title')}>
          <thead>
            <tr>
              <th style={tableCellStyle}>{t('tab.table')}</th>
              {roles.map((role) => (
                <th key={role} style={{ ...tableCellStyle, textAlign: 'center' }}>
                  {t(`role.${role}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((tb) => (
              <tr key={tb.tn}>
                <th scope="row" style={tableCellStyle}>
                  {tb._tn}
                </th>
                {roles.map((role) => (
                  <td key={role} style={{ ...tableCellStyle, textAlign: 'center' }}>
                    <Checkbox
                      checked={!(hidden.get(tb.tn) ?? []).includes(role)}
                      aria-label={t('meta.switch', { role: t(`role.${role}`), table: tb._tn })}
                      onChange={(e) => void toggle(tb.tn, tb._tn, role, e.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
});

export default MetaTab;
