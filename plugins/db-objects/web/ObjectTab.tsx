/**
 * One database object's tab (project admins): the definition of a view, function, procedure or
 * trigger in the SDK's code editor (SQL of the project's database), a sequence's settings with its
 * current value, an index's table, columns and uniqueness; Save (create or replace), Delete after
 * a confirmation, Reload. Every change goes through the db-objects operations, so it is in the
 * schema log and undone by its Undo; the tree follows (`schemaChanged`).
 */
import { MariaSQL, MSSQL, PostgreSQL, sql, SQLite, type SQLDialect } from '@codemirror/lang-sql';
import type { DbClient } from '@plinth/sdk';
import { EmptyState, errorText, tableMetaStore, TextField, usePlinth, useT } from '@plinth/sdk/web';
import { CodeEditor } from '@plinth/sdk/web/code-editor';
import { Button, Checkbox, FormControl, Heading, Stack, Text } from '@primer/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { newDefinition, type ObjectKind } from './templates.js';

const PLUGIN_ID = 'db-objects';
const DIALECTS: Record<DbClient, SQLDialect> = { sqlite3: SQLite, pg: PostgreSQL, mysql2: MariaSQL, mssql: MSSQL };
const KINDS: readonly ObjectKind[] = ['view', 'function', 'procedure', 'trigger', 'sequence', 'index'];

/** What `dbObjectRead` and the create / update operations answer. */
interface ObjectAnswer {
  kind: ObjectKind;
  name: string;
  select?: string;
  sql?: string;
  table?: string;
  sequence?: { start: number; increment: number; min: number | null; max: number | null; cycle: boolean };
  columns?: string[];
  unique?: boolean;
  currentValue?: string | null;
}

/** The form's fields as text (numbers parsed on save). */
interface Draft {
  name: string;
  text: string;
  start: string;
  increment: string;
  min: string;
  max: string;
  cycle: boolean;
  table: string;
  columns: string;
  unique: boolean;
}

function draftOf(answer: ObjectAnswer): Draft {
  const s = answer.sequence;
  const n = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    name: answer.name,
    text: answer.select ?? answer.sql ?? '',
    start: n(s?.start ?? 1),
    increment: n(s?.increment ?? 1),
    min: n(s?.min),
    max: n(s?.max),
    cycle: Boolean(s?.cycle),
    table: answer.table ?? '',
    columns: (answer.columns ?? []).join(', '),
    unique: Boolean(answer.unique),
  };
}

export default function ObjectTab({ tab }: { tab: { key: string; name: string; params?: Record<string, string> } }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const projectId = tab.params?.projectId ?? '';
  const dbAlias = tab.params?.dbAlias || 'db';
  const kind = (KINDS as readonly string[]).includes(tab.params?.type ?? '') ? (tab.params!.type as ObjectKind) : 'view';
  /** The object shown: the tab's, or the one just created in a new tab; '' while new. */
  const [name, setName] = useState(tab.params?.name ?? '');
  const [client, setClient] = useState<DbClient>('sqlite3');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [current, setCurrent] = useState<ObjectAnswer | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'gone'>('loading');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const language = useMemo(() => [sql({ dialect: DIALECTS[client], upperCaseKeywords: true })], [client]);
  const isNew = name === '';
  const body = useCallback((args: unknown) => ({ project_id: projectId, dbAlias, args }), [projectId, dbAlias]);

  const load = useCallback(async () => {
    setError(null);
    const project = await ctx.api
      .rpc<{ envs: Record<string, { db: { dbAlias: string; client: DbClient }[] }> }>('projectRead', { project_id: projectId })
      .catch(() => null);
    const db = Object.values(project?.envs ?? {})
      .flatMap((e) => e.db)
      .find((d) => d.dbAlias === dbAlias);
    const dbClient = db?.client ?? 'sqlite3';
    setClient(dbClient);
    if (name === '') {
      setDraft(draftOf(newDefinition(kind, dbClient)));
      setStatus('ready');
      return;
    }
    try {
      const answer = await ctx.api.rpc<ObjectAnswer>('dbObjectRead', body({ kind, name }));
      setCurrent(answer);
      setDraft(draftOf(answer));
      setStatus('ready');
    } catch (err) {
      setStatus('gone');
      setError(errorText(err));
    }
  }, [ctx, projectId, dbAlias, name, kind, body]);

  useEffect(() => {
    void load();
  }, [load]);

  const change = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));

  const argsOf = (d: Draft): Record<string, unknown> => {
    const target = isNew ? d.name.trim() : name;
    const int = (v: string) => (v.trim() === '' ? null : Number(v));
    switch (kind) {
      case 'view':
        return { name: target, select: d.text };
      case 'sequence':
        return {
          name: target,
          start: int(d.start) ?? 1,
          increment: int(d.increment) ?? 1,
          min: int(d.min),
          max: int(d.max),
          cycle: d.cycle,
        };
      case 'index':
        return {
          name: target,
          tn: d.table.trim(),
          columns: d.columns
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean),
          unique: d.unique,
        };
      default:
        return { name: target, sql: d.text };
    }
  };

  const save = async () => {
    if (!draft || busy) return;
    setBusy(true);
    setError(null);
    try {
      const args = argsOf(draft);
      const answer = await ctx.api.rpc<ObjectAnswer>(`${kind}${isNew ? 'Create' : 'Update'}`, body(args));
      ctx.toast.success(t(isNew ? 'created' : 'saved', { name: answer.name }));
      setCurrent(answer);
      setDraft(draftOf(answer));
      if (isNew) setName(answer.name);
      tableMetaStore(ctx).schemaChanged(projectId);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (isNew || busy) return;
    const ok = await ctx.confirm({ title: t('delete.title', { name }), body: t('delete.body'), confirmLabel: t('delete'), danger: true });
    if (!ok) return;
    setBusy(true);
    try {
      await ctx.api.rpc(`${kind}Delete`, body({ name }));
      ctx.toast.success(t('deleted', { name }));
      setStatus('gone');
      setCurrent(null);
      tableMetaStore(ctx).schemaChanged(projectId);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const kindLabel = t(`kind.${kind}`);
  if (status === 'loading' || (status === 'ready' && !draft)) return <Text>{t('loading')}</Text>;
  if (status === 'gone') {
    return (
      <div data-testid="db-object-tab">
        <EmptyState title={name} description={error ?? t('gone')} />
      </div>
    );
  }
  const d = draft!;
  return (
    <div data-testid="db-object-tab" style={{ padding: 'var(--base-size-16, 16px)', display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Heading as="h2" style={{ fontSize: 'var(--text-title-size-medium, 20px)' }}>
        {isNew ? t('heading.new', { kind: kindLabel }) : `${kindLabel} ${name}`}
      </Heading>
      {isNew && (
        <TextField
          label={t('name')}
          value={d.name}
          // The statement's name follows the field while it still names the object.
          onChange={(v) => change({ name: v, text: d.name && d.text.includes(d.name) ? d.text.replace(d.name, v) : d.text })}
          required
        />
      )}
      {current?.kind === 'trigger' && current.table && <Text>{t('trigger.table', { table: current.table })}</Text>}
      {(kind === 'view' || kind === 'function' || kind === 'procedure' || kind === 'trigger') && (
        <CodeEditor
          label={t(kind === 'view' ? 'definition.view' : 'definition.statement')}
          value={d.text}
          onChange={(text) => change({ text })}
          onRun={() => void save()}
          extensions={language}
          minHeight={240}
          testId="db-object-definition"
        />
      )}
      {kind === 'sequence' && (
        <Stack direction="vertical" gap="condensed">
          <Text data-testid="db-object-current">
            {current?.currentValue ? t('seq.current', { value: current.currentValue }) : isNew ? '' : t('seq.unused')}
          </Text>
          <TextField label={t('seq.start')} value={d.start} onChange={(v) => change({ start: v })} />
          <TextField label={t('seq.increment')} value={d.increment} onChange={(v) => change({ increment: v })} />
          <TextField label={t('seq.min')} hint={t('seq.noBound')} value={d.min} onChange={(v) => change({ min: v })} />
          <TextField label={t('seq.max')} hint={t('seq.noBound')} value={d.max} onChange={(v) => change({ max: v })} />
          <FormControl>
            <Checkbox checked={d.cycle} onChange={(e) => change({ cycle: e.target.checked })} />
            <FormControl.Label>{t('seq.cycle')}</FormControl.Label>
          </FormControl>
        </Stack>
      )}
      {kind === 'index' && (
        <Stack direction="vertical" gap="condensed">
          <TextField label={t('index.table')} value={d.table} onChange={(v) => change({ table: v })} required />
          <TextField
            label={t('index.columns')}
            hint={t('index.columnsHint')}
            value={d.columns}
            onChange={(v) => change({ columns: v })}
            required
          />
          <FormControl>
            <Checkbox checked={d.unique} onChange={(e) => change({ unique: e.target.checked })} />
            <FormControl.Label>{t('index.unique')}</FormControl.Label>
          </FormControl>
        </Stack>
      )}
      {error && (
        <Text role="alert" style={{ color: 'var(--fgColor-danger)', whiteSpace: 'pre-wrap' }}>
          {error}
        </Text>
      )}
      <Stack direction="horizontal" gap="condensed">
        <Button variant="primary" onClick={() => void save()} disabled={busy}>
          {t(isNew ? 'create' : 'save')}
        </Button>
        {!isNew && (
          <Button variant="danger" onClick={() => void remove()} disabled={busy}>
            {t('delete')}
          </Button>
        )}
        {!isNew && (
          <Button onClick={() => void load()} disabled={busy}>
            {t('reload')}
          </Button>
        )}
      </Stack>
    </div>
  );
}
