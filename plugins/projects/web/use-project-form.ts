import type { DbClient, DbConnection } from '@plinth/sdk';
import type { WebContext } from '@plinth/sdk/web';
import { useCallback, useEffect, useState } from 'react';
import { defaultDb, errorText, projectsApi } from './api.js';
import { changeClient, emptyForm, formFromProject, type ProjectForm } from './connection-form.js';

export type LoadState = { status: 'ready' } | { status: 'loading' } | { status: 'failed'; msg: string };

/** The form's state and its updates; for an edit, loaded from the project first. */
export function useProjectForm(ctx: WebContext, projectId: string | null) {
  const [form, setForm] = useState<ProjectForm>(() => emptyForm());
  const [embedded, setEmbedded] = useState(false);
  const [load, setLoad] = useState<LoadState>(projectId ? { status: 'loading' } : { status: 'ready' });

  useEffect(() => {
    if (!projectId) return;
    let current = true;
    setLoad({ status: 'loading' });
    projectsApi.read(ctx.api, projectId).then(
      (project) => {
        if (!current) return;
        setForm(formFromProject(project));
        setEmbedded(defaultDb(project)?.embedded === true);
        setLoad({ status: 'ready' });
      },
      (err: unknown) => current && setLoad({ status: 'failed', msg: errorText(err) }),
    );
    return () => {
      current = false;
    };
  }, [ctx, projectId]);

  const update = useCallback((patch: Partial<ProjectForm>) => setForm((f) => ({ ...f, ...patch })), []);
  const setClient = useCallback((client: DbClient) => setForm((f) => changeClient(f, client)), []);
  const setConnection = useCallback(
    (patch: Partial<DbConnection>) => setForm((f) => ({ ...f, connection: { ...f.connection, ...patch } })),
    [],
  );
  const replaceConnection = useCallback((connection: DbConnection) => setForm((f) => ({ ...f, connection })), []);
  return { form, embedded, load, update, setClient, setConnection, replaceConnection };
}
