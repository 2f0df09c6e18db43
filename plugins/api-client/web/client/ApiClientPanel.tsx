/**
 * The API client (000 s.1, s.2 tab type API Client, the /apiClient page): method and URL with
 * environment variables, query parameters, headers, a JSON body and auth; the response; the
 * history of requests (500, newest first: open again, delete, clear); saved requests; the
 * environments; and a performance test of the request.
 */
import { json } from '@codemirror/lang-json';
import { errorText, usePlinth, useT } from '@plinth/sdk/web';
import { CodeEditor } from '@plinth/sdk/web/code-editor';
import { Button, Checkbox, FormControl, Select, Stack, TextInput, UnderlineNav } from '@primer/react';
import { useEffect, useMemo, useState } from 'react';
import { PERF_LIMITS, runPerfTest, type PerfStats } from './perf.js';
import { PerfResults } from './PerfResults.js';
import { HTTP_METHODS, send, sendThroughServer, variablesOf, type ApiRequest, type ApiRequestRecord, type HttpMethod } from './request.js';
import { ResponseView } from './ResponseView.js';
import { RowsEditor } from './RowsEditor.js';
import { loadState, saveState, withHistory, type ApiClientState } from './state.js';
import { HistoryList } from './HistoryList.js';
import { VarField } from './VarField.js';

const PLUGIN_ID = 'api-client';
type Section = 'params' | 'headers' | 'body' | 'auth' | 'env' | 'perf';
const JSON_LANGUAGE = [json()];

export function ApiClientPanel({ storageKey }: { storageKey: string }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [state, setState] = useState<ApiClientState>(() => loadState(ctx, storageKey));
  const [section, setSection] = useState<Section>('params');
  const [last, setLast] = useState<Pick<ApiRequestRecord, 'response' | 'timeTaken'> | null>(null);
  const [busy, setBusy] = useState(false);
  const [perf, setPerf] = useState({ requests: 200, concurrency: 10 });
  const [perfStats, setPerfStats] = useState<PerfStats | null>(null);
  const [saveName, setSaveName] = useState('');
  // 'Send through the server' (handleApiCall): for the server's admins, when the browser cannot reach the target.
  const mayUseServer = ctx.session.can('handleApiCall');
  const [viaServer, setViaServer] = useState(false);
  const sendOne = (r: ApiRequest, v: ReadonlyMap<string, string>) =>
    viaServer && mayUseServer ? sendThroughServer((op, body) => ctx.api.rpc(op, body), r, v) : send(r, v);
  useEffect(() => saveState(ctx, storageKey, state), [ctx, storageKey, state]);

  const env = state.environments.find((e) => e.name === state.activeEnv) ?? state.environments[0]!;
  const vars = useMemo(() => variablesOf(env.vars), [env]);
  const request = state.request;
  const setRequest = (patch: Partial<ApiRequest>) => setState((s) => ({ ...s, request: { ...s.request, ...patch } }));

  const run = async () => {
    if (!request.url.trim()) return void ctx.toast.error(t('url.required'));
    setBusy(true);
    try {
      const { response, timeTaken } = await sendOne(request, vars);
      setLast({ response, timeTaken });
      const record: ApiRequestRecord = { ...request, type: request.method, response, timeTaken, createdAt: new Date().toISOString() };
      setState((s) => ({ ...s, history: withHistory(s.history, record) }));
    } catch (err) {
      ctx.toast.error(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const runPerf = async () => {
    if (!request.url.trim()) return void ctx.toast.error(t('url.required'));
    setBusy(true);
    setPerfStats(null);
    ctx.toast.info(t('perf.starting'));
    try {
      const stats = await runPerfTest(
        async () => {
          const { response } = await sendOne(request, vars);
          return 'error' in response ? undefined : response.status;
        },
        perf.requests,
        perf.concurrency,
      );
      setPerfStats(stats);
      ctx.toast.info(t('perf.finished'));
    } finally {
      setBusy(false);
    }
  };
  const saveRequest = () => {
    const name = saveName.trim();
    if (!name) return void ctx.toast.error(t('saved.nameRequired'));
    setState((s) => ({ ...s, saved: [...s.saved.filter((x) => x.name !== name), { name, request: s.request }] }));
    setSaveName('');
    ctx.toast.success(t('saved.done', { name }));
  };
  const setEnvVars = (rows: typeof env.vars) =>
    setState((s) => ({ ...s, environments: s.environments.map((e) => (e.name === env.name ? { ...e, vars: rows } : e)) }));
  const [envName, setEnvName] = useState('');
  const addEnv = () => {
    const name = envName.trim();
    if (!name) return void ctx.toast.error(t('env.nameRequired'));
    if (state.environments.some((e) => e.name === name)) return void ctx.toast.error(t('env.exists', { name }));
    setState((s) => ({ ...s, environments: [...s.environments, { name, vars: [] }], activeEnv: name }));
    setEnvName('');
  };

  const tabs: [Section, string][] = [
    ['params', t('section.params', { count: request.params.length })],
    ['headers', t('section.headers', { count: request.headers.length })],
    ['body', t('section.body')],
    ['auth', t('section.auth')],
    ['env', t('section.env', { name: env.name })],
    ['perf', t('section.perf')],
  ];
  return (
    <Stack direction="horizontal" gap="normal" align="start" wrap="wrap" data-testid="api-client">
      <Stack gap="condensed" style={{ flex: '1 1 560px', minWidth: 0 }}>
        <Stack direction="horizontal" gap="condensed" align="center">
          <Select
            aria-label={t('method')}
            value={request.method}
            onChange={(e) => setRequest({ method: e.currentTarget.value as HttpMethod })}
          >
            {HTTP_METHODS.map((m) => (
              <Select.Option key={m} value={m}>
                {m}
              </Select.Option>
            ))}
          </Select>
          <VarField
            label={t('url')}
            placeholder={t('url.placeholder')}
            value={request.url}
            vars={vars}
            invalidText={t('env.invalid')}
            onChange={(url) => setRequest({ url })}
            block
          />
          <Button variant="primary" disabled={busy} onClick={() => void run()}>
            {t('send')}
          </Button>
        </Stack>
        {mayUseServer && (
          <FormControl>
            <Checkbox checked={viaServer} onChange={(e) => setViaServer(e.currentTarget.checked)} />
            <FormControl.Label>{t('viaServer')}</FormControl.Label>
            <FormControl.Caption>{t('viaServer.caption')}</FormControl.Caption>
          </FormControl>
        )}
        <UnderlineNav aria-label={t('sections')}>
          {tabs.map(([id, label]) => (
            <UnderlineNav.Item
              key={id}
              aria-current={section === id ? 'page' : undefined}
              onSelect={(e) => (e.preventDefault(), setSection(id))}
            >
              {label}
            </UnderlineNav.Item>
          ))}
        </UnderlineNav>
        {section === 'params' && (
          <RowsEditor
            label={t('section.params', { count: request.params.length })}
            rows={request.params}
            vars={vars}
            onChange={(params) => setRequest({ params })}
          />
        )}
        {section === 'headers' && (
          <RowsEditor
            label={t('section.headers', { count: request.headers.length })}
            rows={request.headers}
            vars={vars}
            onChange={(headers) => setRequest({ headers })}
          />
        )}
        {section === 'body' && (
          <CodeEditor
            label={t('section.body')}
            value={request.body}
            onChange={(body) => setRequest({ body })}
            extensions={JSON_LANGUAGE}
            minHeight={140}
          />
        )}
        {section === 'auth' && (
          <FormControl>
            <FormControl.Label>{t('section.auth')}</FormControl.Label>
            <VarField
              label={t('section.auth')}
              value={request.auth}
              vars={vars}
              invalidText={t('env.invalid')}
              onChange={(auth) => setRequest({ auth })}
              block
            />
            <FormControl.Caption>{t('auth.caption')}</FormControl.Caption>
            <div>
              <Button size="small" onClick={() => setRequest({ auth: JSON.stringify({ 'xc-auth': ctx.session.token ?? '' }) })}>
                {t('auth.mine')}
              </Button>
            </div>
          </FormControl>
        )}
        {section === 'env' && (
          <Stack gap="condensed">
            <Stack direction="horizontal" gap="condensed" align="center">
              <Select
                aria-label={t('env.active')}
                value={env.name}
                onChange={(e) => setState((s) => ({ ...s, activeEnv: e.currentTarget.value }))}
              >
                {state.environments.map((e) => (
                  <Select.Option key={e.name} value={e.name}>
                    {e.name}
                  </Select.Option>
                ))}
              </Select>
              <TextInput
                size="small"
                aria-label={t('env.newName')}
                placeholder={t('env.newName')}
                value={envName}
                onChange={(e) => setEnvName(e.currentTarget.value)}
              />
              <Button size="small" onClick={addEnv}>
                {t('env.add')}
              </Button>
            </Stack>
            <RowsEditor label={t('env.vars')} rows={env.vars} onChange={setEnvVars} />
          </Stack>
        )}
        {section === 'perf' && (
          <Stack gap="condensed">
            <Stack direction="horizontal" gap="condensed" align="end">
              <FormControl>
                <FormControl.Label>{t('perf.requests')}</FormControl.Label>
                <TextInput
                  type="number"
                  min={1}
                  max={PERF_LIMITS.maxRequests}
                  value={String(perf.requests)}
                  onChange={(e) => setPerf((p) => ({ ...p, requests: Number(e.currentTarget.value) }))}
                />
              </FormControl>
              <FormControl>
                <FormControl.Label>{t('perf.concurrency')}</FormControl.Label>
                <TextInput
                  type="number"
                  min={1}
                  max={PERF_LIMITS.maxConcurrency}
                  value={String(perf.concurrency)}
                  onChange={(e) => setPerf((p) => ({ ...p, concurrency: Number(e.currentTarget.value) }))}
                />
              </FormControl>
              <Button disabled={busy} onClick={() => void runPerf()}>
                {t('perf.run')}
              </Button>
            </Stack>
            <FormControl.Caption>{t('perf.limits', PERF_LIMITS)}</FormControl.Caption>
            {perfStats && <PerfResults stats={perfStats} />}
          </Stack>
        )}
        {last && <ResponseView response={last.response} timeTaken={last.timeTaken} />}
      </Stack>
      <Stack gap="normal" style={{ minWidth: 280, flex: '0 1 340px' }}>
        <section aria-labelledby="api-saved">
          <h3 id="api-saved" style={{ fontSize: 14, margin: 0 }}>
            {t('saved.title')}
          </h3>
          <Stack direction="horizontal" gap="condensed">
            <TextInput
              size="small"
              aria-label={t('saved.name')}
              placeholder={t('saved.name')}
              value={saveName}
              onChange={(e) => setSaveName(e.currentTarget.value)}
            />
            <Button size="small" onClick={saveRequest}>
              {t('saved.save')}
            </Button>
          </Stack>
          <ul aria-label={t('saved.list')} style={{ listStyle: 'none', padding: 0 }}>
            {state.saved.map((s) => (
              <li key={s.name}>
                <Button size="small" variant="invisible" onClick={() => setRequest(s.request)}>
                  {s.request.method} {s.name}
                </Button>
              </li>
            ))}
          </ul>
        </section>
        <HistoryList
          history={state.history}
          onOpen={(r) => {
            setRequest({ method: r.type, url: r.url, body: r.body, headers: r.headers, params: r.params, auth: r.auth });
            setLast({ response: r.response, timeTaken: r.timeTaken });
          }}
          onDelete={(i) => setState((s) => ({ ...s, history: s.history.filter((_, j) => j !== i) }))}
          onClear={() => setState((s) => ({ ...s, history: [] }))}
        />
      </Stack>
    </Stack>
  );
}
