import { errorText, TextField, usePlinth, useT } from '@plinth/sdk/web';
import { Button, Checkbox, FormControl, Label, Stack } from '@primer/react';
import { useEffect, useState } from 'react';
import { projectsApi, type DbInput, type Project } from './api.js';
import { PLUGIN_ID } from './paths.js';
import { ErrorBanner, mutedStyle, sectionStyle } from './ui.js';

const DEFAULT_ENV = '_noco';
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

/**
 * The project's environments on its edit form (000 s.3 envs; s.2 "remove database from
 * environment"): each one's database, the working one marked; an environment added on a new
 * embedded file or on the connection above; one removed (never the working one or `_noco`). The
 * working environment changes from the dashboard tree.
 */
export function EnvironmentsSection({ projectId, connection }: { projectId: string; connection: DbInput | null }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [project, setProject] = useState<Project | null>(null);
  const [name, setName] = useState('');
  const [useConnection, setUseConnection] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    projectsApi.read(ctx.api, projectId).then(
      (p) => live && setProject(p),
      (err: unknown) => live && setError(errorText(err)),
    );
    return () => void (live = false);
  }, [ctx.api, projectId]);

  const change = async (args: { env?: string; db?: DbInput; removeEnv?: string }, done: string) => {
    setBusy(true);
    setError(null);
    try {
      setProject(await projectsApi.changeEnvs(ctx.api, projectId, args));
      ctx.toast.success(done);
      return true;
    } catch (err) {
      setError(errorText(err));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async () => {
    const env = name.trim();
    if (!ENV_NAME.test(env)) return setProblem(t('env.nameInvalid'));
    if (project?.envs[env]) return setProblem(t('env.exists', { env }));
    setProblem(null);
    const db = useConnection && connection ? connection : undefined;
    if (await change({ env, ...(db && { db }) }, t('env.added', { env }))) setName('');
  };

  if (!project) return <ErrorBanner message={error} />;
  const working = project.activeEnv ?? DEFAULT_ENV;
  return (
    <section style={sectionStyle} aria-label={t('env.title')}>
      <Stack gap="condensed">
        <h2 style={{ fontSize: 'var(--text-title-size-small, 16px)', margin: 0 }}>{t('env.title')}</h2>
        <ul aria-label={t('env.title')} style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
          {Object.entries(project.envs).map(([env, { db }]) => (
            <li key={env} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}>
              <strong>{env}</strong>
              <span style={mutedStyle}>
                {db[0]?.embedded
                  ? t('env.embedded')
                  : `${db[0]?.client ?? ''} ${db[0]?.connection.database ?? db[0]?.connection.filename ?? ''}`}
              </span>
              {env === working && <Label variant="success">{t('env.working')}</Label>}
              {env !== working && env !== DEFAULT_ENV && (
                <Button
                  size="small"
                  variant="danger"
                  disabled={busy}
                  onClick={() => void change({ removeEnv: env }, t('env.removed', { env }))}
                  aria-label={t('env.remove', { env })}
                >
                  {t('env.removeShort')}
                </Button>
              )}
            </li>
          ))}
        </ul>
        <Stack direction="horizontal" align="end" wrap="wrap">
          <TextField label={t('env.name')} value={name} onChange={setName} error={problem} />
          <Button disabled={busy} onClick={() => void add()}>
            {t('env.add')}
          </Button>
        </Stack>
        {connection && (
          <FormControl>
            <Checkbox checked={useConnection} onChange={(e) => setUseConnection(e.currentTarget.checked)} />
            <FormControl.Label>{t('env.useConnection')}</FormControl.Label>
          </FormControl>
        )}
        <p style={mutedStyle}>{t('env.note')}</p>
        <ErrorBanner message={error} />
      </Stack>
    </section>
  );
}
