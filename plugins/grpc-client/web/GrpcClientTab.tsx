/**
 * The gRPC Client tab (000 s.2, the default tab of a gRPC project): the project's services and
 * methods, a request form generated from the chosen method's input message (or its JSON), the
 * metadata sent (the session's `xc-auth` is added by the server when no credentials are given),
 * Call, the status code with its details and the response, and the history of the last 500 calls.
 * Browsers do not speak gRPC: calls go through the grpc-api plugin's `call` route, which runs the
 * project's own method in process as the signed-in user.
 */
import { json } from '@codemirror/lang-json';
import { CallHistoryList, errorText, mutedTextStyle, usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { CodeEditor } from '@plinth/sdk/web/code-editor';
import { DownloadIcon, PlusIcon, TrashIcon } from '@primer/octicons-react';
import { Button, Checkbox, Flash, IconButton, Label, Link, SegmentedControl, Stack, Text, TextInput } from '@primer/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { grpcApi, type CallAnswer, type GrpcInfo, type ServicesDescription } from './api.js';
import { MessageFields } from './RequestForm.js';
import { requestOf } from './request.js';
import { loadState, metadataOf, saveState, withHistory, type CallRecord, type GrpcClientState, type MetadataRow } from './state.js';

const PLUGIN_ID = 'grpc-client';
const JSON_LANGUAGE = [json()];

type Selected = { service: string; method: string; input: string };

function StatusLabel({ answer }: { answer: CallAnswer }) {
  return (
    <Label variant={answer.code === 0 ? 'success' : 'danger'} data-testid="grpc-status">
      {answer.code} {answer.status}
    </Label>
  );
}

function MetadataEditor({ rows, onChange }: { rows: MetadataRow[]; onChange(rows: MetadataRow[]): void }) {
  const t = useT(PLUGIN_ID);
  const set = (i: number, patch: Partial<MetadataRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <section aria-labelledby="grpc-metadata">
      <h3 id="grpc-metadata" style={{ fontSize: 14, margin: '8px 0 4px' }}>
        {t('metadata')}
      </h3>
      <Text as="p" size="small" style={mutedTextStyle}>
        {t('metadata.auto')}
      </Text>
      <Stack gap="condensed">
        {rows.map((r, i) => (
          <Stack key={i} direction="horizontal" gap="condensed" align="center">
            <Checkbox
              aria-label={t('metadata.enabled', { key: r.key })}
              checked={r.enabled}
              onChange={(e) => set(i, { enabled: e.target.checked })}
            />
            <TextInput
              aria-label={t('metadata.key')}
              placeholder={t('metadata.key')}
              value={r.key}
              onChange={(e) => set(i, { key: e.target.value })}
            />
            <TextInput
              aria-label={t('metadata.value')}
              placeholder={t('metadata.value')}
              value={r.value}
              onChange={(e) => set(i, { value: e.target.value })}
              style={{ flex: 1 }}
            />
            <IconButton
              icon={TrashIcon}
              size="small"
              variant="invisible"
              aria-label={t('metadata.remove', { key: r.key })}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            />
          </Stack>
        ))}
      </Stack>
      <Button size="small" leadingVisual={PlusIcon} onClick={() => onChange([...rows, { key: '', value: '', enabled: true }])}>
        {t('metadata.add')}
      </Button>
    </section>
  );
}

function HistoryList({
  history,
  onOpen,
  onDelete,
  onClear,
}: {
  history: CallRecord[];
  onOpen(r: CallRecord): void;
  onDelete(i: number): void;
  onClear(): void;
}) {
  const t = useT(PLUGIN_ID);
  return (
    <CallHistoryList
      headingId="grpc-history"
      title={t('history.title', { count: history.length })}
      clearLabel={t('history.clear')}
      emptyText={t('history.empty')}
      listLabel={t('history.list')}
      maxHeight={320}
      entries={history.map((r, i) => ({
        key: `${r.createdAt}-${i}`,
        label: (
          <Text size="small" weight="semibold">
            {r.service}/{r.method}
          </Text>
        ),
        outcome: 'error' in r.answer ? t('history.failed') : r.answer.status,
        deleteLabel: t('history.delete', { name: `${r.service}/${r.method}` }),
      }))}
      onOpen={(i) => onOpen(history[i]!)}
      onDelete={onDelete}
      onClear={onClear}
    />
  );
}

export default function GrpcClientTab(_props: { tab: { key: string; name: string } }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const projectId = useRoute().params.project_id ?? '';
  const api = useMemo(() => grpcApi(ctx.api, projectId), [ctx.api, projectId]);
  const [desc, setDesc] = useState<ServicesDescription | null>(null);
  const [info, setInfo] = useState<GrpcInfo | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Selected | null>(null);
  const [request, setRequest] = useState<Record<string, unknown>>({});
  const [mode, setMode] = useState<'form' | 'json'>('form');
  const [jsonText, setJsonText] = useState('{}');
  const [jsonError, setJsonError] = useState<string | null>(null);
  const [state, setState] = useState<GrpcClientState>(() => loadState(ctx, projectId));
  const [answer, setAnswer] = useState<CallAnswer | { error: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const update = useCallback(
    (next: GrpcClientState) => {
      setState(next);
      saveState(ctx, projectId, next);
    },
    [ctx, projectId],
  );

  const load = useCallback(() => {
    setLoadError(null);
    Promise.all([api.services(), api.info()]).then(
      ([d, i]) => {
        setDesc(d);
        setInfo(i);
        setSelected((current) => {
          if (current && d.services.some((s) => s.name === current.service)) return current;
          const first = d.services[0]?.methods[0];
          return first && d.services[0] ? { service: d.services[0].name, method: first.name, input: first.input } : null;
        });
      },
      (err: unknown) => setLoadError(errorText(err)),
    );
  }, [api]);
  useEffect(() => load(), [load]);

  const choose = (service: string, method: { name: string; input: string }, value: Record<string, unknown> = {}) => {
    setSelected({ service, method: method.name, input: method.input });
    setRequest(value);
    setJsonText(JSON.stringify(value, null, 2));
    setJsonError(null);
    setAnswer(null);
  };

  const switchMode = (next: 'form' | 'json') => {
    if (next === mode || !selected || !desc) return;
    if (next === 'json') {
      setJsonText(JSON.stringify(requestOf(desc.messages, selected.input, request), null, 2));
      setJsonError(null);
    } else {
      try {
        const parsed: unknown = JSON.parse(jsonText || '{}');
        setRequest(parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {});
      } catch (err) {
        return setJsonError(t('request.badJson', { error: (err as Error).message }));
      }
    }
    setMode(next);
  };

  const call = async () => {
    if (!selected || !desc) return;
    let body: Record<string, unknown>;
    if (mode === 'json') {
      try {
        body = JSON.parse(jsonText || '{}') as Record<string, unknown>;
      } catch (err) {
        return setJsonError(t('request.badJson', { error: (err as Error).message }));
      }
    } else body = requestOf(desc.messages, selected.input, request);
    setJsonError(null);
    setBusy(true);
    let result: CallAnswer | { error: string };
    try {
      result = await api.call({ service: selected.service, method: selected.method, request: body, metadata: metadataOf(state.metadata) });
    } catch (err) {
      result = { error: errorText(err) };
    }
    setBusy(false);
    setAnswer(result);
    update({
      ...state,
      history: withHistory(state.history, {
        service: selected.service,
        method: selected.method,
        request: body,
        metadata: state.metadata,
        answer: result,
        createdAt: Date.now(),
      }),
    });
  };

  const open = (r: CallRecord) => {
    const method = desc?.services.find((s) => s.name === r.service)?.methods.find((m) => m.name === r.method);
    if (!method) return ctx.toast.error(t('history.gone', { name: `${r.service}/${r.method}` }));
    choose(r.service, method, (r.request ?? {}) as Record<string, unknown>);
    setAnswer(r.answer);
  };

  if (!projectId) return <Text as="p">{t('noProject')}</Text>;
  return (
    <div data-testid="grpc-client-tab" style={{ display: 'flex', gap: 16, padding: 12, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <nav aria-label={t('services')} style={{ minWidth: 200, maxWidth: 260 }}>
        <Stack direction="horizontal" align="center" justify="space-between">
          <h3 style={{ fontSize: 14, margin: 0 }}>{t('services')}</h3>
          <Button size="small" variant="invisible" onClick={load}>
            {t('reload')}
          </Button>
        </Stack>
        {loadError && <Flash variant="danger">{loadError}</Flash>}
        {!desc && !loadError && <Text size="small">{t('loading')}</Text>}
        {desc && !desc.services.length && <Text size="small">{t('noServices')}</Text>}
        {desc?.services.map((s) => (
          <div key={s.name} style={{ marginTop: 8 }}>
            <Text size="small" weight="semibold" title={s.fullName}>
              {s.name}
            </Text>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={s.fullName}>
              {s.methods.map((m) => {
                const active = selected?.service === s.name && selected.method === m.name;
                return (
                  <li key={m.name}>
                    <Button
                      size="small"
                      variant={active ? 'default' : 'invisible'}
                      aria-pressed={active}
                      aria-label={`${s.name}/${m.name}`}
                      onClick={() => choose(s.name, m)}
                      alignContent="start"
                      block
                    >
                      {m.name}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
        {desc && (
          <Stack gap="condensed" style={{ marginTop: 12 }}>
            <Text size="small" style={mutedTextStyle}>
              {desc.package}
            </Text>
            <Text size="small" style={mutedTextStyle} data-testid="grpc-port">
              {info?.port ? t('server.port', { port: info.port }) : t('server.off')}
            </Text>
            <Link href={api.protoUrl} download>
              <DownloadIcon /> {t('proto')}
            </Link>
          </Stack>
        )}
      </nav>

      <main style={{ flex: 1, minWidth: 320 }}>
        {!selected && <Text as="p">{t('method.select')}</Text>}
        {selected && desc && (
          <Stack gap="normal">
            <Stack direction="horizontal" align="center" justify="space-between">
              <h2 style={{ fontSize: 16, margin: 0 }} data-testid="grpc-method">
                {selected.service}/{selected.method}{' '}
                <Text size="small" style={mutedTextStyle}>
                  ({selected.input})
                </Text>
              </h2>
              <SegmentedControl aria-label={t('request')} size="small" onChange={(i) => switchMode(i === 0 ? 'form' : 'json')}>
                <SegmentedControl.Button selected={mode === 'form'}>{t('request.form')}</SegmentedControl.Button>
                <SegmentedControl.Button selected={mode === 'json'}>{t('request.json')}</SegmentedControl.Button>
              </SegmentedControl>
            </Stack>
            {mode === 'form' ? (
              <MessageFields messages={desc.messages} type={selected.input} value={request} onChange={setRequest} />
            ) : (
              <CodeEditor
                label={t('request.jsonLabel')}
                value={jsonText}
                onChange={setJsonText}
                extensions={JSON_LANGUAGE}
                onRun={() => void call()}
                minHeight={140}
                testId="grpc-json"
              />
            )}
            {jsonError && <Flash variant="danger">{jsonError}</Flash>}
            <MetadataEditor rows={state.metadata} onChange={(metadata) => update({ ...state, metadata })} />
            <div>
              <Button variant="primary" onClick={() => void call()} disabled={busy}>
                {busy ? t('calling') : t('call')}
              </Button>
            </div>
            <section aria-labelledby="grpc-response">
              <h3 id="grpc-response" style={{ fontSize: 14, margin: '8px 0 4px' }}>
                {t('response')}
              </h3>
              {!answer && <Text size="small">{t('response.none')}</Text>}
              {answer && 'error' in answer && <Flash variant="danger">{answer.error}</Flash>}
              {answer && !('error' in answer) && (
                <Stack gap="condensed">
                  <Stack direction="horizontal" gap="condensed" align="center">
                    <StatusLabel answer={answer} />
                    <Text size="small" data-testid="grpc-details">
                      {answer.details}
                    </Text>
                    <Text size="small" style={mutedTextStyle}>
                      {t('response.time', { ms: answer.timeMs })}
                    </Text>
                  </Stack>
                  {answer.response !== null && (
                    <pre
                      data-testid="grpc-response"
                      style={{
                        margin: 0,
                        padding: 8,
                        maxHeight: 400,
                        overflow: 'auto',
                        background: 'var(--bgColor-muted)',
                        borderRadius: 6,
                      }}
                    >
                      {JSON.stringify(answer.response, null, 2)}
                    </pre>
                  )}
                </Stack>
              )}
            </section>
          </Stack>
        )}
      </main>

      <aside style={{ minWidth: 220, maxWidth: 300 }}>
        <HistoryList
          history={state.history}
          onOpen={open}
          onDelete={(i) => update({ ...state, history: state.history.filter((_, j) => j !== i) })}
          onClear={() => update({ ...state, history: [] })}
        />
      </aside>
    </div>
  );
}
