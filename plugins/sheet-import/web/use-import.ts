/**
 * The steps of an import as React state: pick a file, upload it, choose sheets / names / types,
 * run (polling the job, Cancel), and how it ended, with a notification and a toast.
 */
import { errorText, type WebContext } from '@plinth/sdk/web';
import { useEffect, useRef, useState } from 'react';
import { sheetColumns, type JobState, type SheetChoice, type UploadAnswer } from '../sheet.js';
import { cancelJob, jobState, startImport, uploadFile } from './api.js';

const PLUGIN_ID = 'sheet-import';
const POLL_MS = 400;

/** A sheet's choices, and whether it is imported at all. */
export interface SheetDraft extends SheetChoice {
  selected: boolean;
}

export type ImportStep =
  | { step: 'pick'; error?: string }
  | { step: 'uploading'; fileName: string }
  | { step: 'choose'; upload: UploadAnswer; error?: string; starting?: boolean }
  | { step: 'running' | 'ended'; upload: UploadAnswer; job: JobState; cancelling?: boolean };

function draftsOf(upload: UploadAnswer): SheetDraft[] {
  return upload.sheets.map((sheet, i) => ({
    sheet: i,
    selected: sheet.rows.length > 0,
    table: sheet.name,
    headerRow: 1,
    columns: sheetColumns(sheet, 1),
  }));
}

export function useImport(ctx: WebContext, projectId: string | null, onImported?: (projectId: string) => void) {
  const t = (key: string, options?: Record<string, unknown>) => ctx.i18n.t(key, { ns: PLUGIN_ID, ...options });
  const [state, setState] = useState<ImportStep>({ step: 'pick' });
  const [drafts, setDrafts] = useState<SheetDraft[]>([]);
  const [title, setTitle] = useState('');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  const pick = async (file: File) => {
    setState({ step: 'uploading', fileName: file.name });
    try {
      const upload = await uploadFile(ctx, projectId, file);
      if (!mounted.current) return;
      setDrafts(draftsOf(upload));
      setTitle(upload.fileName.replace(/\.[^.]+$/, ''));
      setState({ step: 'choose', upload });
    } catch (err) {
      if (mounted.current) setState({ step: 'pick', error: errorText(err) });
    }
  };

  const follow = async (upload: UploadAnswer, job: JobState) => {
    while (job.status === 'running' && mounted.current) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      job = await jobState(ctx, job.id);
      if (mounted.current)
        setState((s) => ({
          step: job.status === 'running' ? 'running' : 'ended',
          upload,
          job,
          cancelling: 'cancelling' in s && s.cancelling,
        }));
    }
    const ok = job.status === 'done';
    ctx.notifications.push({
      type: 'import',
      module: PLUGIN_ID,
      title: t(ok ? 'notify.done' : 'notify.failed', { name: upload.fileName }),
      status: ok ? 'success' : 'error',
    });
    if (ok) {
      ctx.toast.success(t('done.title', { count: job.rowsDone, tables: job.tables.join(', ') }));
      if (job.projectId) onImported?.(job.projectId);
    }
  };

  const start = async () => {
    if (state.step !== 'choose') return;
    const { upload } = state;
    const sheets = drafts.filter((d) => d.selected).map(({ selected: _selected, ...choice }) => choice);
    if (!sheets.length) return setState({ step: 'choose', upload, error: t('choose.noSheet') });
    setState({ step: 'choose', upload, starting: true });
    try {
      const job = await startImport(ctx, projectId, { uploadId: upload.uploadId, ...(projectId ? {} : { title }), sheets });
      setState({ step: 'running', upload, job });
      await follow(upload, job);
    } catch (err) {
      // A refused start used the upload up: the file is chosen again.
      if (mounted.current) setState({ step: 'pick', error: errorText(err) });
    }
  };

  const cancel = async () => {
    if (state.step !== 'running') return;
    setState({ ...state, cancelling: true });
    await cancelJob(ctx, state.job.id).catch((err: unknown) => ctx.toast.error(errorText(err)));
  };

  const reset = () => setState({ step: 'pick' });

  return { state, drafts, setDrafts, title, setTitle, pick, start, cancel, reset, t };
}
