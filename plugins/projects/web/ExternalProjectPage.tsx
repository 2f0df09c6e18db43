import { observer, PageFrame, TextField, usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { Button, Spinner, Stack } from '@primer/react';
import { useState, type FormEvent } from 'react';
import { projectsApi } from './api.js';
import { AdvancedFields } from './AdvancedFields.js';
import { ConnectionFields } from './ConnectionFields.js';
import { ConnectionJsonEditor } from './ConnectionJsonEditor.js';
import { EnvironmentsSection } from './EnvironmentsSection.js';
import { hasProblems, projectToSend, validateForm } from './connection-form.js';
import { AccessTypeField } from './fields.js';
import { dashboardPath, isNewProjectId, PATHS, PLUGIN_ID } from './paths.js';
import { TestConnection } from './TestConnection.js';
import { ErrorBanner, RequirePermission, sectionStyle, useSubmit } from './ui.js';
import { useProjectForm } from './use-project-form.js';

/** The create (`/project/name`) and edit (`/project/:id`) form of a project on an external database. */
const ExternalProjectForm = observer(function ExternalProjectForm({ projectId }: { projectId: string | null }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const { form, embedded, load, update, setClient, setConnection, replaceConnection } = useProjectForm(ctx, projectId);
  const [checked, setChecked] = useState(false);
  const [advanced, setAdvanced] = useState(false);
  const [editingJson, setEditingJson] = useState(false);
  const { busy, error, run } = useSubmit();
  const editing = projectId !== null;
  const withDb = !embedded;
  const problems = validateForm(form, withDb);
  const shown = checked ? problems : {};
  const pageTitle = editing ? t('form.titleEdit', { title: form.title }) : t('form.titleExternal');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (hasProblems(problems)) return;
    void run(async () => {
      const input = projectToSend(form, { withDb, editing });
      if (editing) {
        const project = await projectsApi.update(ctx.api, projectId, input);
        ctx.toast.success(t('saved.updated', { title: project.title }));
        ctx.navigate(PATHS.list);
      } else {
        const project = await projectsApi.create(ctx.api, input);
        ctx.toast.success(t('saved.created', { title: project.title }));
        ctx.navigate(dashboardPath(project.id, true));
      }
    });
  };
  // Testing needs a complete connection, not a project name.
  const beforeTest = () => {
    setChecked(true);
    const { title: _title, ...connectionProblems } = problems;
    return !hasProblems(connectionProblems);
  };

  if (load.status !== 'ready') {
    return (
      <PageFrame title={t('form.titleEditLoading')} narrow>
        {load.status === 'loading' ? <Spinner size="medium" srText={t('form.loading')} /> : <ErrorBanner message={load.msg} />}
      </PageFrame>
    );
  }
  return (
    <PageFrame title={pageTitle} narrow>
      <form onSubmit={submit} noValidate aria-label={pageTitle}>
        <Stack gap="normal">
          <TextField
            label={t('field.title')}
            value={form.title}
            onChange={(title) => update({ title })}
            autoFocus={!editing}
            error={shown.title ? t(shown.title) : null}
          />
          <AccessTypeField value={form.projectType} onChange={(projectType) => update({ projectType })} />
          {embedded ? (
            <p style={{ margin: 0 }}>{t('form.embeddedNote')}</p>
          ) : (
            <>
              <ConnectionFields
                form={form}
                problems={shown}
                onClient={setClient}
                onConnection={setConnection}
                onCreateIfNotExists={(createIfNotExists) => update({ createIfNotExists })}
              />
              <TestConnection form={form} onBeforeTest={beforeTest} />
              <Stack direction="horizontal" wrap="wrap">
                <Button variant="invisible" aria-expanded={advanced} onClick={() => setAdvanced(!advanced)}>
                  {t('advanced.title')}
                </Button>
                <Button variant="invisible" aria-expanded={editingJson} onClick={() => setEditingJson(!editingJson)}>
                  {t('json.edit')}
                </Button>
              </Stack>
              {advanced && (
                <section style={sectionStyle} aria-label={t('advanced.title')}>
                  <AdvancedFields
                    form={form}
                    onSsl={(ssl) => setConnection({ ssl })}
                    onInflection={(inflection) => update({ inflection })}
                  />
                </section>
              )}
              {editingJson && (
                <section style={sectionStyle} aria-label={t('json.edit')}>
                  <ConnectionJsonEditor connection={form.connection} onApply={replaceConnection} onClose={() => setEditingJson(false)} />
                </section>
              )}
            </>
          )}
          <ErrorBanner message={error} />
          <Stack direction="horizontal">
            <Button type="submit" variant="primary" loading={busy}>
              {editing && withDb ? t('action.updateRestart') : t('action.save')}
            </Button>
            <Button onClick={() => ctx.navigate(PATHS.list)}>{t('action.cancel')}</Button>
          </Stack>
        </Stack>
      </form>
      {editing && (
        <div style={{ marginTop: 'var(--base-size-16)' }}>
          <EnvironmentsSection
            projectId={projectId}
            connection={withDb && !hasProblems(problems) ? (projectToSend(form, { withDb: true }).db ?? null) : null}
          />
        </div>
      )}
    </PageFrame>
  );
});

/** `/project/name`, `/project` and `/project/0` create; `/project/:id` edits. */
function ExternalProjectPage() {
  const t = useT(PLUGIN_ID);
  const id = useRoute().params.id;
  // Editing needs what the server checks for projectUpdate, creating what it checks for projectCreate.
  return (
    <RequirePermission
      permission={isNewProjectId(id) ? 'externalDatabase' : 'projectUpdate'}
      message={isNewProjectId(id) ? t('forbidden.external') : undefined}
      title={t('form.titleExternal')}
    >
      <ExternalProjectForm key={id ?? 'new'} projectId={isNewProjectId(id) ? null : id!} />
    </RequirePermission>
  );
}

export default ExternalProjectPage;
