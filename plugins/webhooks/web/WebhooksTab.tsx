/**
 * The Webhooks tab (project owners and creators): a table's hooks with their event, target and
 * enable switch; test, delivery log, edit and delete; a form for a new hook or the chosen one.
 */
import {
  EmptyState,
  errorText,
  ListCell,
  ListTable,
  mutedTextStyle,
  PageFrame,
  useAction,
  usePlinth,
  useRoute,
  useT,
} from '@plinth/sdk/web';
import { WebhookIcon } from '@primer/octicons-react';
import { Button, Flash, FormControl, Label, Select, Stack, ToggleSwitch } from '@primer/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { HookRecord } from '../types.js';
import { hooksApi } from './api.js';
import { DeliveryLog } from './DeliveryLog.js';
import { HookForm } from './HookForm.js';

const PLUGIN_ID = 'webhooks';

type Panel = { kind: 'none' } | { kind: 'form'; hook: HookRecord | null } | { kind: 'logs'; hook: HookRecord };
const HEADERS = ['col.title', 'col.event', 'col.target', 'col.enabled', 'col.actions'] as const;

interface ProjectTable {
  tn: string;
  _tn?: string;
}

export default function WebhooksTab(_props: { tab: { key: string; name: string } }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const projectId = useRoute().params.project_id ?? '';
  const [tables, setTables] = useState<ProjectTable[] | null>(null);
  const [tn, setTn] = useState('');
  const api = useMemo(() => hooksApi(ctx.api, projectId, tn), [ctx.api, projectId, tn]);
  const [hooks, setHooks] = useState<HookRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });

  useEffect(() => {
    ctx.api.rpc<{ list: ProjectTable[] }>('tableList', { project_id: projectId }).then(
      (r) => (setTables(r.list), setTn((current) => current || (r.list[0]?.tn ?? ''))),
      (err: unknown) => setError(errorText(err)),
    );
  }, [ctx.api, projectId]);

  const reload = useCallback(async () => {
    if (!tn) return;
    try {
      setHooks((await api.list()).list);
      setError(null);
    } catch (err) {
      setError(errorText(err));
    }
  }, [api, tn]);
  useEffect(() => void reload(), [reload]);

  const act = useAction(reload);
  const remove = async (hook: HookRecord) => {
    const ok = await ctx.confirm({
      title: t('delete.title', { name: hook.title }),
      body: t('delete.body'),
      confirmLabel: t('delete'),
      danger: true,
    });
    if (!ok) return;
    if (panel.kind !== 'none' && panel.hook?.id === hook.id) setPanel({ kind: 'none' });
    await act(() => api.remove(hook.id), t('deleted'));
  };
  const test = (hook: HookRecord) =>
    act(async () => {
      const d = await api.test(hook.id);
      if (d.error) ctx.toast.error(t('test.failed', { error: d.error }));
      else ctx.toast.success(t('test.sent', { status: d.status }));
      setPanel({ kind: 'logs', hook });
    });

  return (
    <div data-testid="webhooks-tab">
      <PageFrame
        title={t('tab')}
        description={t('description')}
        actions={
          <>
            <Button onClick={() => void reload()}>{t('reload')}</Button>
            <Button variant="primary" disabled={!tn} onClick={() => setPanel({ kind: 'form', hook: null })}>
              {t('new')}
            </Button>
          </>
        }
      >
        <FormControl>
          <FormControl.Label>{t('table')}</FormControl.Label>
          <Select
            value={tn}
            onChange={(e) => {
              setTn(e.target.value);
              setHooks(null);
              setPanel({ kind: 'none' });
            }}
          >
            {(tables ?? []).map((table) => (
              <Select.Option key={table.tn} value={table.tn}>
                {table._tn ?? table.tn}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
        {error && <Flash variant="danger">{error}</Flash>}
        {tables && tables.length === 0 && <EmptyState icon={WebhookIcon} title={t('noTables')} />}
        {hooks && hooks.length === 0 && <EmptyState icon={WebhookIcon} title={t('empty')} />}
        {hooks && hooks.length > 0 && (
          <ListTable
            label={t('list.label')}
            headers={HEADERS.map((key) => t(key))}
            rows={hooks}
            rowKey={(hook) => hook.id}
            renderRow={(hook) => (
              <>
                <ListCell>{hook.title}</ListCell>
                <ListCell>
                  <Label>{t(`event.${hook.event}`)}</Label>
                  {hook.condition && <div style={mutedTextStyle}>{hook.condition}</div>}
                </ListCell>
                <ListCell style={{ overflowWrap: 'anywhere' }}>
                  <div>{t(`kind.${hook.kind}`)}</div>
                  <code style={mutedTextStyle}>{hook.url}</code>
                </ListCell>
                <ListCell>
                  <span id={`webhook-enable-${hook.id}`} hidden>
                    {t('enabled.label', { name: hook.title })}
                  </span>
                  <ToggleSwitch
                    size="small"
                    aria-labelledby={`webhook-enable-${hook.id}`}
                    checked={hook.enabled}
                    onChange={(enabled) => void act(() => api.update(hook.id, { enabled }))}
                  />
                </ListCell>
                <ListCell>
                  <Stack direction="horizontal" gap="condensed" wrap="wrap">
                    <Button size="small" onClick={() => void test(hook)}>
                      {t('test')}
                    </Button>
                    <Button size="small" onClick={() => setPanel({ kind: 'logs', hook })}>
                      {t('logs')}
                    </Button>
                    <Button size="small" onClick={() => setPanel({ kind: 'form', hook })}>
                      {t('edit')}
                    </Button>
                    <Button size="small" variant="danger" onClick={() => void remove(hook)}>
                      {t('delete')}
                    </Button>
                  </Stack>
                </ListCell>
              </>
            )}
          />
        )}
        {panel.kind === 'form' && (
          <HookForm
            key={`${tn}:${panel.hook?.id ?? 'new'}`}
            api={api}
            hook={panel.hook}
            onCancel={() => setPanel({ kind: 'none' })}
            onSaved={(hook) => {
              setPanel({ kind: 'logs', hook });
              void reload();
            }}
          />
        )}
        {panel.kind === 'logs' && (
          <DeliveryLog key={panel.hook.id} api={api} hook={panel.hook} onClose={() => setPanel({ kind: 'none' })} />
        )}
      </PageFrame>
    </div>
  );
}
