/**
 * The SQL editor tab (project admins): editors (three blank temporary ones to begin with, more on
 * demand, each closable while another is left), ctrl/cmd+Enter runs the selection or the statement
 * under the cursor, Run all the whole editor; results per statement; the history of runs; named
 * SQL files saved on the server per project.
 */
import { errorText, observer, usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { CodeEditor, type EditorView } from '@plinth/sdk/web/code-editor';
import { PlusIcon, XIcon } from '@primer/octicons-react';
import { Button, Checkbox, FormControl, IconButton, Select, Stack, TextInput } from '@primer/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { statementAt, type RawQueryAnswer } from '../statements.js';
import { HistoryPanel } from './HistoryPanel.js';
import { Results, type RunOutcome } from './Results.js';
import { loadSchema, sqlLanguage, type ProjectSchema } from './schema.js';
import { loadState, newEditor, saveState, withHistory, type SqlEditorState } from './state.js';

const PLUGIN_ID = 'sql-editor';
const filesPath = (projectId: string, name?: string) =>
  `/api/v1/sql-editor/${encodeURIComponent(projectId)}/files${name === undefined ? '' : `/${encodeURIComponent(name)}`}`;

const SqlEditorTab = observer(function SqlEditorTab(_props: { tab: { key: string; name: string } }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const projectId = useRoute().params.project_id ?? '';
  const [state, setState] = useState<SqlEditorState>(() => loadState(ctx, projectId));
  const [schema, setSchema] = useState<ProjectSchema | null>(null);
  const [outcome, setOutcome] = useState<RunOutcome | null>(null);
  const [running, setRunning] = useState(false);
  const [readOnly, setReadOnly] = useState(false);
  const [files, setFiles] = useState<string[]>([]);
  const [saveName, setSaveName] = useState('');
  const view = useRef<EditorView | null>(null);
  const language = useMemo(() => [sqlLanguage(schema)], [schema]);
  const active = state.editors.find((e) => e.id === state.active) ?? state.editors[0]!;

  useEffect(() => {
    loadSchema(ctx, projectId).then(setSchema, () => undefined);
    ctx.api.get<{ list: { name: string }[] }>(filesPath(projectId)).then(
      (r) => setFiles(r.list.map((f) => f.name)),
      () => undefined,
    );
  }, [ctx, projectId]);
  useEffect(() => saveState(ctx, projectId, state), [ctx, projectId, state]);

  const update = (change: (s: SqlEditorState) => SqlEditorState) => setState((s) => change(s));
  const setCode = (code: string) =>
    update((s) => ({ ...s, editors: s.editors.map((e) => (e.id === s.active ? { ...e, code, edited: true } : e)) }));

  const run = async (query: string) => {
    if (!query.trim() || running) return;
    setRunning(true);
    const at = new Date().toISOString();
    try {
      const answer = await ctx.api.rpc<RawQueryAnswer>('executeRawQuery', {
        project_id: projectId,
        dbAlias: 'db',
        args: { query, readOnly },
      });
      setOutcome({ answer });
      const rows = answer.results.reduce((n, r) => n + (r.fields.length ? r.rows.length : (r.affectedRows ?? 0)), 0);
      const durationMs = answer.results.reduce((n, r) => n + r.durationMs, 0);
      update((s) => ({
        ...s,
        history: withHistory(s.history, { query, at, response: { ok: true, statements: answer.results.length, rows, durationMs } }),
      }));
    } catch (err) {
      const msg = errorText(err);
      setOutcome({ error: msg });
      update((s) => ({ ...s, history: withHistory(s.history, { query, at, response: { ok: false, msg } }) }));
    } finally {
      setRunning(false);
    }
  };
  /** The selection, else the statement under the cursor. */
  const runCurrent = (editor: EditorView | null = view.current) => {
    if (!editor) return void run(active.code);
    const { from, to } = editor.state.selection.main;
    const text = editor.state.doc.toString();
    if (from !== to) return void run(text.slice(from, to));
    void run(statementAt(text, schema?.client ?? 'sqlite3', from)?.text ?? text);
  };

  const addEditor = (code = '', fileName: string | null = null) => {
    const editor = { ...newEditor(code), fileName };
    update((s) => ({ ...s, editors: [...s.editors, editor], active: editor.id }));
  };
  const closeEditor = (id: string) =>
    update((s) => {
      const editors = s.editors.filter((e) => e.id !== id);
      return { ...s, editors, active: s.active === id ? editors[0]!.id : s.active };
    });
  const save = async () => {
    const name = (saveName || active.fileName || '').trim();
    if (!name) return void ctx.toast.error(t('file.nameRequired'));
    try {
      await ctx.api.put(filesPath(projectId, name), { code: active.code });
      update((s) => ({ ...s, editors: s.editors.map((e) => (e.id === s.active ? { ...e, fileName: name, edited: false } : e)) }));
      setFiles((list) => [...new Set([...list, name])].sort());
      setSaveName('');
      ctx.toast.success(t('file.saved', { name }));
    } catch (err) {
      ctx.toast.error(errorText(err));
    }
  };
  const open = async (name: string) => {
    try {
      const file = await ctx.api.get<{ code: string }>(filesPath(projectId, name));
      addEditor(file.code, name);
    } catch (err) {
      ctx.toast.error(errorText(err));
    }
  };
  const copy = (query: string) =>
    navigator.clipboard.writeText(query).then(
      () => ctx.toast.success(t('history.copied')),
      () => ctx.toast.error(t('history.copyFailed')),
    );

  const editorName = (i: number) => state.editors[i]!.fileName ?? t('editor.name', { n: i + 1 });
  return (
    <div style={{ padding: 'var(--base-size-16, 16px)', overflow: 'auto', height: '100%' }} data-testid="sql-editor-tab">
      <Stack direction="horizontal" gap="normal" align="start" wrap="wrap">
        <Stack gap="condensed" style={{ flex: '1 1 560px', minWidth: 0 }}>
          <Stack direction="horizontal" gap="none" role="tablist" aria-label={t('editor.tabs')} wrap="wrap">
            {state.editors.map((e, i) => (
              <Stack key={e.id} direction="horizontal" gap="none" align="center">
                <Button
                  role="tab"
                  aria-selected={e.id === active.id}
                  variant={e.id === active.id ? 'default' : 'invisible'}
                  onClick={() => update((s) => ({ ...s, active: e.id }))}
                >
                  {editorName(i)}
                  {e.edited && e.fileName ? ' •' : ''}
                </Button>
                {state.editors.length > 1 && (
                  <IconButton
                    icon={XIcon}
                    size="small"
                    variant="invisible"
                    aria-label={t('editor.close', { name: editorName(i) })}
                    onClick={() => closeEditor(e.id)}
                  />
                )}
              </Stack>
            ))}
            <IconButton icon={PlusIcon} size="small" variant="invisible" aria-label={t('editor.add')} onClick={() => addEditor()} />
          </Stack>
          <CodeEditor
            key={active.id}
            value={active.code}
            onChange={setCode}
            extensions={language}
            onRun={(v) => runCurrent(v)}
            onView={(v) => void (view.current = v)}
            label={t('editor.label')}
            testId="sql-code"
          />
          <Stack direction="horizontal" gap="condensed" align="center" wrap="wrap">
            <Button variant="primary" disabled={running} onClick={() => runCurrent()}>
              {t('run')}
            </Button>
            <Button disabled={running} onClick={() => void run(active.code)}>
              {t('runAll')}
            </Button>
            <FormControl>
              <Checkbox checked={readOnly} onChange={(e) => setReadOnly(e.currentTarget.checked)} />
              <FormControl.Label>{t('readOnly')}</FormControl.Label>
            </FormControl>
            <TextInput
              aria-label={t('file.name')}
              placeholder={active.fileName ?? t('file.name')}
              value={saveName}
              onChange={(e) => setSaveName(e.currentTarget.value)}
              size="small"
            />
            <Button size="small" onClick={() => void save()}>
              {t('file.save')}
            </Button>
            <Select
              aria-label={t('file.open')}
              value=""
              onChange={(e) => e.currentTarget.value && void open(e.currentTarget.value)}
              size="small"
            >
              <Select.Option value="">{t('file.open')}</Select.Option>
              {files.map((f) => (
                <Select.Option key={f} value={f}>
                  {f}
                </Select.Option>
              ))}
            </Select>
          </Stack>
          <Results outcome={outcome} />
        </Stack>
        <HistoryPanel
          history={state.history}
          onRun={(q) => {
            setCode(q);
            void run(q);
          }}
          onCopy={(q) => void copy(q)}
          onClear={() => update((s) => ({ ...s, history: [] }))}
        />
      </Stack>
    </div>
  );
});

export default SqlEditorTab;
