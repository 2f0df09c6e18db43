/**
 * The ACL tab (project admins): for every table, which of editor, commenter, viewer and guest may
 * read, create, update and delete its rows. Each switch saves at once (the table's rules are
 * replaced); the data service applies them below every API.
 */
import { errorText, mutedTextStyle, observer, tableCellStyle, tableStyle, usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { Checkbox, TextInput } from '@primer/react';
import { useCallback, useEffect, useState } from 'react';
import { useProjectTables } from './useProjectTables.js';

const PLUGIN_ID = 'acl';
const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
type Action = (typeof ACTIONS)[number];
type Switches = Record<Action, boolean>;
interface TableRules {
  tn: string;
  roles: Partial<Record<string, Switches>>;
}
const ALLOWED: Switches = { read: true, create: true, update: true, delete: true };

/** The tab ignores its own params: the project is the dashboard route's. */
const AclTab = observer(function AclTab(_props: { tab: { key: string; name: string } }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const projectId = useRoute().params.project_id ?? '';
  const [query, setQuery] = useState('');
  const { tables, shown, error: tablesError } = useProjectTables(projectId, query);
  const [roles, setRoles] = useState<string[]>([]);
  const [rules, setRules] = useState<Map<string, TableRules>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const base = `/api/v1/acl/${encodeURIComponent(projectId)}`;

  const load = useCallback(async () => {
    try {
      const acl = await ctx.api.get<{ roles: string[]; list: TableRules[] }>(base, { ignorePreview: true });
      setRoles(acl.roles);
      setRules(new Map(acl.list.map((r) => [r.tn, r])));
      setError(null);
    } catch (err) {
      setError(errorText(err));
    }
  }, [ctx, base]);
  useEffect(() => void load(), [load]);

  const toggle = async (tn: string, role: string, action: Action, value: boolean) => {
    const current = rules.get(tn)?.roles ?? {};
    const next = { ...current, [role]: { ...(current[role] ?? ALLOWED), [action]: value } };
    try {
      const saved = await ctx.api.put<TableRules>(`${base}/${encodeURIComponent(tn)}`, { roles: next }, { ignorePreview: true });
      setRules(new Map(rules).set(tn, saved));
      ctx.toast.success(t(value ? 'saved.allowed' : 'saved.denied', { role: t(`role.${role}`), action: t(`action.${action}`), table: tn }));
    } catch (err) {
      ctx.toast.error(errorText(err));
    }
  };

  if (!projectId) return <p>{t('tab.noProject')}</p>;
  return (
    <div style={{ padding: 'var(--base-size-16, 16px)', overflow: 'auto', height: '100%' }} data-testid="acl-tab">
      <p style={mutedTextStyle}>{t('tab.explain')}</p>
      {(error ?? tablesError) && <p role="alert">{error ?? tablesError}</p>}
      <TextInput aria-label={t('tab.search')} placeholder={t('tab.search')} value={query} onChange={(e) => setQuery(e.target.value)} />
      {tables?.length === 0 && <p style={mutedTextStyle}>{t('tab.noTables')}</p>}
      {shown.length > 0 && (
        <table style={{ ...tableStyle, marginTop: 'var(--base-size-8, 8px)' }} aria-label={t('tab.title')}>
          <thead>
            <tr>
              <th style={tableCellStyle} rowSpan={2}>
                {t('tab.table')}
              </th>
              {roles.map((role) => (
                <th key={role} style={{ ...tableCellStyle, textAlign: 'center' }} colSpan={ACTIONS.length} scope="colgroup">
                  {t(`role.${role}`)}
                </th>
              ))}
            </tr>
            <tr>
              {roles.flatMap((role) =>
                ACTIONS.map((action) => (
                  <th key={`${role}-${action}`} style={{ ...tableCellStyle, textAlign: 'center', fontWeight: 'normal' }}>
                    {t(`action.short.${action}`)}
                  </th>
                )),
              )}
            </tr>
          </thead>
          <tbody>
            {shown.map((tb) => (
              <tr key={tb.tn}>
                <th scope="row" style={tableCellStyle}>
                  {tb._tn}
                </th>
                {roles.flatMap((role) =>
                  ACTIONS.map((action) => {
                    const value = rules.get(tb.tn)?.roles[role]?.[action] ?? true;
                    return (
                      <td key={`${role}-${action}`} style={{ ...tableCellStyle, textAlign: 'center' }}>
                        <Checkbox
                          checked={value}
                          aria-label={t('switch', { role: t(`role.${role}`), action: t(`action.${action}`), table: tb._tn })}
                          onChange={(e) => void toggle(tb.tn, role, action, e.target.checked)}
                        />
                      </td>
                    );
                  }),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
});

export default AclTab;
