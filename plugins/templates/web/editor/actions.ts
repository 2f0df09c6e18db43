/**
 * The editor's server and clipboard actions (001 s.4, s.5, s.7, s.8): each first checks the form;
 * on a problem the first invalid field's panel opens and gets the focus, with the info toast
 * 'Please fill all the required column!' (5 s).
 */
import { copyText, errorText, usePlinth, useT } from '@plinth/sdk/web';
import { useState } from 'react';
import { publishTemplate, saveTemplate } from './api.js';
import { EDIT_TOKEN_KEY } from './counters.js';
import { toDocument, type EditorDocument } from './model.js';
import { firstProblem, type FormProblem } from './validate.js';

const SECOND = 1000;

export interface ActionsInput {
  doc: EditorDocument;
  requireCategory: boolean;
  id: number | undefined;
  setId(id: number): void;
  /** Called with the problem to show (open its panel, focus its field). */
  onProblem(problem: FormProblem): void;
  onSaved?(id: number): void;
}

export function useEditorActions({ doc, requireCategory, id, setId, onProblem, onSaved }: ActionsInput) {
  const ctx = usePlinth();
  const t = useT('templates');
  const [busy, setBusy] = useState(false);
  const token = () => ctx.storage('templates').get<string>(EDIT_TOKEN_KEY) || undefined;

  const checked = (): boolean => {
    const problem = firstProblem(doc, { requireCategory });
    if (!problem) return true;
    onProblem(problem);
    ctx.toast.info(t('editor.toast.fillRequired'), 5 * SECOND);
    return false;
  };

  const json = () => JSON.stringify(toDocument(doc), null, 2);

  const save = async () => {
    if (busy || !checked()) return;
    setBusy(true);
    try {
      const saved = await saveTemplate(ctx.api, id, toDocument(doc), token());
      setId(saved);
      ctx.toast.success(t('editor.toast.updated'), 3 * SECOND);
      onSaved?.(saved);
    } catch (err) {
      ctx.toast.error(errorText(err), 3 * SECOND);
    } finally {
      setBusy(false);
    }
  };

  const copyJson = async () => {
    if (!checked()) return;
    if (await copyText(json())) ctx.toast.success(t('editor.toast.copied'), 3 * SECOND);
    else ctx.toast.error(t('editor.toast.copyFailed'), 3 * SECOND);
  };

  const publish = async () => {
    if (busy || !checked()) return;
    setBusy(true);
    try {
      await copyText(json());
      ctx.toast.info(t('editor.toast.initiating'), 3 * SECOND);
      const path = await publishTemplate(ctx.api, toDocument(doc));
      ctx.toast.success(t('editor.toast.initiated'), 3 * SECOND);
      window.open(path, '_blank', 'noopener,noreferrer');
    } catch (err) {
      ctx.toast.error(errorText(err), 5 * SECOND);
    } finally {
      setBusy(false);
    }
  };

  return { busy, save, copyJson, publish, hasToken: () => token() !== undefined };
}
