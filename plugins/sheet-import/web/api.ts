/**
 * The import routes from the web: the upload with its progress on the frame's loading bar (an
 * XMLHttpRequest: fetch reports no upload progress), the start, the job's state, cancel.
 */
import { ApiError, sessionHeaders, type WebContext } from '@plinth/sdk/web';
import type { JobState, StartRequest, UploadAnswer } from '../sheet.js';

const base = (projectId: string | null) =>
  projectId ? `/api/v1/sheet-import-into/${encodeURIComponent(projectId)}` : '/api/v1/sheet-import';

/** Sends `file`; rejects with the server's `{ msg }` as an ApiError. */
export function uploadFile(ctx: WebContext, projectId: string | null, file: File): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${base(projectId)}/uploads`);
    for (const [name, value] of Object.entries(sessionHeaders(ctx))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => ctx.progress?.transfer(e.loaded, e.total || file.size);
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = {};
      }
      if (xhr.status === 201) resolve(body as UploadAnswer);
      else reject(new ApiError(xhr.status, (body as { msg?: string }).msg ?? xhr.statusText, body));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export const startImport = (ctx: WebContext, projectId: string | null, request: StartRequest) =>
  ctx.api.post<JobState>(`${base(projectId)}/jobs`, request);

export const jobState = (ctx: WebContext, jobId: string) =>
  ctx.api.get<JobState>(`/api/v1/sheet-import/jobs/${encodeURIComponent(jobId)}`, { background: true });

export const cancelJob = (ctx: WebContext, jobId: string) =>
  ctx.api.post<JobState>(`/api/v1/sheet-import/jobs/${encodeURIComponent(jobId)}/cancel`, {});

/** The dashboard route opening table `tn` of a project. */
export const tablePath = (projectId: string, tn: string) =>
  `/nc/${encodeURIComponent(projectId)}?name=${encodeURIComponent(tn)}&dbalias=&type=table`;
