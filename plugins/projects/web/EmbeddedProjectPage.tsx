import type { ProjectApiType } from '@plinth/sdk';
import { PageFrame, TextField, usePlinth, useT } from '@plinth/sdk/web';
import { Button, Stack } from '@primer/react';
import { useState, type FormEvent } from 'react';
import { projectsApi } from './api.js';
import { titleProblem } from './connection-form.js';
import { AccessTypeField } from './fields.js';
import { dashboardPath, PATHS, PLUGIN_ID } from './paths.js';
import { ErrorBanner, RequirePermission, useSubmit } from './ui.js';

/** `/project/xcdb`: a new project on an embedded SQLite database; it opens at `/nc/<id>?new=1`. */
function EmbeddedProjectForm() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [title, setTitle] = useState('');
  const [projectType, setProjectType] = useState<ProjectApiType>('rest');
  const [checked, setChecked] = useState(false);
  const { busy, error, run } = useSubmit();
  const problem = titleProblem(title);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem) return;
    void run(async () => {
      const project = await projectsApi.create(ctx.api, { title: title.trim(), projectType });
      ctx.toast.success(t('saved.created', { title: project.title }));
      ctx.navigate(dashboardPath(project.id, true));
    });
  };

  return (
    <PageFrame title={t('form.titleEmbedded')} narrow>
      <form onSubmit={submit} noValidate>
        <Stack gap="normal">
          <TextField label={t('field.title')} value={title} onChange={setTitle} autoFocus error={checked && problem ? t(problem) : null} />
          <AccessTypeField value={projectType} onChange={setProjectType} />
          <ErrorBanner message={error} />
          <Stack direction="horizontal">
            <Button type="submit" variant="primary" loading={busy}>
              {t('action.save')}
            </Button>
            <Button onClick={() => ctx.navigate(PATHS.list)}>{t('action.cancel')}</Button>
          </Stack>
        </Stack>
      </form>
    </PageFrame>
  );
}

function EmbeddedProjectPage() {
  const t = useT(PLUGIN_ID);
  return (
    <RequirePermission permission="projectCreate" title={t('form.titleEmbedded')}>
      <EmbeddedProjectForm />
    </RequirePermission>
  );
}

export default EmbeddedProjectPage;
