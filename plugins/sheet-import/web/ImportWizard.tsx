/**
 * The import's screens, shared by the My Projects dialog (a new project) and the dashboard tab
 * (new tables of the open project): file, sheets and columns, progress, result.
 */
import { observer, TextField, usePlinth } from '@plinth/sdk/web';
import { Button, Flash, Spinner, Stack } from '@primer/react';
import { FilePicker } from './FilePicker.js';
import { ImportProgress } from './ImportProgress.js';
import { SheetChooser } from './SheetChooser.js';
import { useImport } from './use-import.js';

export interface ImportWizardProps {
  /** The project to add tables to; null makes a new project. */
  projectId: string | null;
  /** Opens an imported table of the project the import made or filled. */
  onOpen(projectId: string, tn: string): void;
  /** After a successful import (the tables exist). */
  onImported?(projectId: string): void;
}

export const ImportWizard = observer(function ImportWizard({ projectId, onOpen, onImported }: ImportWizardProps) {
  const ctx = usePlinth();
  const run = useImport(ctx, projectId, onImported);
  const { state, drafts, setDrafts, t } = run;
  switch (state.step) {
    case 'pick':
      return <FilePicker onFile={(file) => void run.pick(file)} error={state.error} />;
    case 'uploading':
      return (
        <Stack direction="horizontal" gap="condensed" align="center" role="status">
          <Spinner size="small" />
          <span>{t('pick.uploading', { name: state.fileName })}</span>
        </Stack>
      );
    case 'choose':
      return (
        <Stack gap="normal">
          {state.error && (
            <Flash variant="danger" role="alert">
              {state.error}
            </Flash>
          )}
          {projectId === null && <TextField label={t('choose.title')} value={run.title} onChange={run.setTitle} required />}
          <p style={{ margin: 0 }}>{t('choose.file', { name: state.upload.fileName })}</p>
          {state.upload.sheets.map((sheet, i) => (
            <SheetChooser
              key={i}
              sheet={sheet}
              draft={drafts[i]!}
              onChange={(draft) => setDrafts(drafts.map((d, k) => (k === i ? draft : d)))}
            />
          ))}
          <Stack direction="horizontal" gap="condensed">
            <Button
              variant="primary"
              disabled={state.starting || (projectId === null && !run.title.trim())}
              onClick={() => void run.start().then(() => undefined)}
            >
              {t('choose.import')}
            </Button>
            <Button onClick={run.reset}>{t('choose.back')}</Button>
          </Stack>
        </Stack>
      );
    default: {
      const { job } = state;
      return (
        <ImportProgress
          job={job}
          cancelling={state.cancelling}
          onCancel={() => void run.cancel()}
          onOpen={(tn) => job.projectId && onOpen(job.projectId, tn)}
          onAgain={run.reset}
        />
      );
    }
  }
});
