/**
 * The Sample data tab (project owners and creators): which tables get how many fake rows in which
 * language; Start / Stop with a progress bar per table (read again every second while it runs, a
 * notification when it ends); Remove sample data, confirmed, deleting exactly the rows it added.
 */
import { intlLocale } from '@plinth/sdk';
import { EmptyState, errorText, mutedTextStyle, PageFrame, tableCellStyle, tableStyle, usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { DatabaseIcon } from '@primer/octicons-react';
import { Button, Checkbox, Flash, FormControl, ProgressBar, Select, Stack, TextInput } from '@primer/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MAX_ROWS_PER_TABLE, SEED_LOCALES, type SeedLocale, type SeedProgress, type SeedSettingsAnswer } from '../types.js';
import { seedApi, type SeedApi } from './api.js';

const PLUGIN_ID = 'seed-data';
const POLL_MS = 1000;
const DEFAULT_ROWS = '100';

const isActive = (p: SeedProgress | undefined) => p?.status === 'running' || p?.status === 'stopping';

/** A locale's name in the reader's language (`Deutsch`, `German`...). */
function localeName(code: SeedLocale, language: string): string {
  try {
    return new Intl.DisplayNames([intlLocale(language)], { type: 'language' }).of(code.replace('_', '-')) ?? code;
  } catch {
    return code;
  }
}

interface Draft {
  locale: SeedLocale;
  rows: Record<string, { on: boolean; rows: string }>;
}

export default function SeedDataTab(_props: { tab: { key: string; name: string } }) {
  const ctx = usePlinth();
  const projectId = useRoute().params.project_id ?? '';
  const api = useMemo(() => seedApi(ctx.api, projectId), [ctx.api, projectId]);
  return <SeedDataPanel api={api} />;
}

export function SeedDataPanel({ api }: { api: SeedApi }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [tables, setTables] = useState<{ tn: string; _tn: string }[] | null>(null);
  const [answer, setAnswer] = useState<SeedSettingsAnswer | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const lastStatus = useRef<SeedProgress['status'] | null>(null);

  const reload = useCallback(
    () =>
      api.read().then(
        (a) => (setAnswer(a), setError(null)),
        (err: unknown) => setError(errorText(err)),
      ),
    [api],
  );
  useEffect(() => {
    void reload();
    api.tables().then(
      (r) => setTables(r.list.filter((x) => x.type === 'table')),
      (err: unknown) => setError(errorText(err)),
    );
  }, [api, reload]);

  // The form starts from the saved settings (or every table unchosen).
  useEffect(() => {
    if (draft || !tables || !answer) return;
    const saved = new Map((answer.settings?.tables ?? []).map((s) => [s.tn, s.rows]));
    setDraft({
      locale: answer.settings?.locale ?? 'en',
      rows: Object.fromEntries(tables.map((x) => [x.tn, { on: saved.has(x.tn), rows: String(saved.get(x.tn) ?? DEFAULT_ROWS) }])),
    });
  }, [draft, tables, answer]);

  // While a run goes on: read again every second; tell when it ended.
  const progress = answer?.progress;
  useEffect(() => {
    const status = progress?.status ?? null;
    const was = lastStatus.current;
    lastStatus.current = status;
    if (isActive(progress) && !isActive({ status: was } as SeedProgress)) ctx.progress?.start();
    if (!isActive(progress) && isActive({ status: was } as SeedProgress)) {
      ctx.progress?.stop();
      if (status === 'done' || status === 'stopped' || status === 'failed') {
        const title = t(`notify.${status}`);
        ctx.notifications.push({ type: 'seedData', module: PLUGIN_ID, title, status: status === 'failed' ? 'error' : 'success' });
        if (status === 'failed') ctx.toast.error(progress?.error ? `${title}: ${progress.error}` : title);
        else ctx.toast.success(title);
      }
    }
    if (!isActive(progress)) return;
    const timer = setTimeout(() => void reload(), POLL_MS);
    return () => clearTimeout(timer);
  }, [progress, reload, ctx, t]);
  useEffect(() => () => void (isActive({ status: lastStatus.current } as SeedProgress) && ctx.progress?.stop()), [ctx]);

  const act = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
      setError(null);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    act(async () => {
      if (!draft) return;
      const problems: Record<string, string> = {};
      const chosen = Object.entries(draft.rows).filter(([, d]) => d.on);
      for (const [tn, d] of chosen) {
        const n = Number(d.rows);
        if (!/^\d+$/.test(d.rows.trim()) || n < 1 || n > MAX_ROWS_PER_TABLE) problems[tn] = t('rows.invalid');
      }
      setInvalid(problems);
      if (!chosen.length) throw new Error(t('none'));
      if (Object.keys(problems).length) return;
      await api.save({ locale: draft.locale, tables: chosen.map(([tn, d]) => ({ tn, rows: Number(d.rows) })) });
      const started = await api.start();
      setAnswer((a) => (a ? { ...a, progress: started } : a));
    });

  const stop = () =>
    act(async () => {
      const stopped = await api.stop();
      setAnswer((a) => (a ? { ...a, progress: stopped } : a));
    });

  const recordedTotal = Object.values(answer?.recorded ?? {}).reduce((a, b) => a + b, 0);
  const remove = async () => {
    const ok = await ctx.confirm({
      title: t('remove.title'),
      body: t('remove.body', { count: recordedTotal }),
      confirmLabel: t('remove'),
      danger: true,
    });
    if (!ok) return;
    await act(async () => {
      const done = await api.remove();
      const count = Object.values(done.removed).reduce((a, b) => a + b, 0);
      ctx.toast.success(t('removed', { count }));
      await reload();
    });
  };

  const active = isActive(progress);
  const setRow = (tn: string, patch: Partial<{ on: boolean; rows: string }>) =>
    setDraft((d) => (d ? { ...d, rows: { ...d.rows, [tn]: { ...d.rows[tn]!, ...patch } } } : d));
  const progressOf = (tn: string) => progress?.tables.find((p) => p.tn === tn);

  return (
    <div data-testid="seed-data-tab">
      <PageFrame
        title={t('tab')}
        description={t('description')}
        actions={
          <>
            <Button onClick={() => void reload()}>{t('reload')}</Button>
            <Button variant="danger" disabled={busy || active || recordedTotal === 0} onClick={() => void remove()}>
              {t('remove')}
            </Button>
            {active ? (
              <Button disabled={busy || progress?.status === 'stopping'} onClick={() => void stop()}>
                {t('stop')}
              </Button>
            ) : (
              <Button variant="primary" disabled={busy || !draft} onClick={() => void start()}>
                {t('start')}
              </Button>
            )}
          </>
        }
      >
        {error && <Flash variant="danger">{error}</Flash>}
        {tables && tables.length === 0 && <EmptyState icon={DatabaseIcon} title={t('empty')} />}
        {draft && tables && tables.length > 0 && (
          <Stack gap="normal">
            <FormControl>
              <FormControl.Label>{t('locale')}</FormControl.Label>
              <Select value={draft.locale} disabled={active} onChange={(e) => setDraft({ ...draft, locale: e.target.value as SeedLocale })}>
                {SEED_LOCALES.map((code) => (
                  <Select.Option key={code} value={code}>
                    {localeName(code, ctx.i18n.language)}
                  </Select.Option>
                ))}
              </Select>
            </FormControl>
            <table style={tableStyle} aria-label={t('tables.label')}>
              <thead>
                <tr>
                  {(['col.table', 'col.rows', 'col.progress'] as const).map((key) => (
                    <th key={key} style={tableCellStyle}>
                      {t(key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {tables.map((table) => {
                  const d = draft.rows[table.tn]!;
                  const p = progressOf(table.tn);
                  const percent = p && p.total ? Math.round((p.done / p.total) * 100) : 0;
                  const recorded = answer?.recorded[table.tn] ?? 0;
                  return (
                    <tr key={table.tn}>
                      <td style={tableCellStyle}>
                        <FormControl disabled={active}>
                          <Checkbox checked={d.on} onChange={(e) => setRow(table.tn, { on: e.target.checked })} />
                          <FormControl.Label>{table._tn}</FormControl.Label>
                        </FormControl>
                        {recorded > 0 && <div style={mutedTextStyle}>{t('recorded', { count: recorded })}</div>}
                      </td>
                      <td style={tableCellStyle}>
                        <TextInput
                          type="number"
                          min={1}
                          max={MAX_ROWS_PER_TABLE}
                          disabled={active || !d.on}
                          aria-label={t('table.rows', { table: table._tn })}
                          value={d.rows}
                          validationStatus={invalid[table.tn] ? 'error' : undefined}
                          onChange={(e) => setRow(table.tn, { rows: e.target.value })}
                        />
                        {invalid[table.tn] && (
                          <div role="alert" style={{ color: 'var(--fgColor-danger)' }}>
                            {invalid[table.tn]}
                          </div>
                        )}
                      </td>
                      <td style={{ ...tableCellStyle, minWidth: 200 }}>
                        {p && (
                          <>
                            <ProgressBar
                              progress={percent}
                              aria-label={t('progress.label', { table: table._tn, done: p.done, total: p.total })}
                              aria-valuenow={percent}
                            />
                            <span style={mutedTextStyle}>{t('progress.text', { done: p.done, total: p.total })}</span>
                          </>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {progress && progress.status !== 'idle' && (
              <div role="status" style={mutedTextStyle}>
                {t(`status.${progress.status}`)}
                {progress.links > 0 && ` · ${t('links', { count: progress.links })}`}
                {progress.error && ` · ${progress.error}`}
              </div>
            )}
            <p style={mutedTextStyle}>{t('hint')}</p>
          </Stack>
        )}
      </PageFrame>
    </div>
  );
}
