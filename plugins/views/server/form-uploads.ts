/**
 * Files a visitor uploads through a shared form before submitting it. Each upload is recorded
 * against its link; a submission may attach only files recorded for the same link (their stored
 * title, type and size, whatever the visitor claims), and taking the row claims them. Files never
 * submitted are removed after a day. Recorded in the meta store, so any server of a cluster can
 * take the submission.
 */
import type { Attachment } from '@plinth/sdk';
import type { Knex, StorageService, SubmissionField } from '@plinth/sdk/server';
import { SubmissionError } from './submit.js';

export const FORM_UPLOADS_TABLE = 'view_form_uploads';

/** Unsubmitted uploads older than this are removed. */
const UNCLAIMED_TTL_MS = 24 * 3600 * 1000;

interface UploadRow {
  share_id: string;
  project_id: string;
  path: string;
  title: string;
  mimetype: string;
  size: number | string;
}

const storedItem = (row: UploadRow): Omit<Attachment, 'url'> => ({
  path: row.path,
  title: row.title,
  mimetype: row.mimetype,
  size: Number(row.size),
});

/** A submitted attachment value as a list of the paths it names (a JSON text or a list). */
function submittedPaths(value: unknown, field: SubmissionField): string[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      list = undefined;
    }
  }
  if (!Array.isArray(list)) throw new SubmissionError(`${field.label} takes a list of uploaded files`, field.key);
  return list.map((item: unknown) => {
    const path = typeof item === 'object' && item !== null ? (item as { path?: unknown }).path : undefined;
    if (typeof path !== 'string') throw new SubmissionError(`${field.label} takes a list of uploaded files`, field.key);
    return path;
  });
}

export class FormUploads {
  constructor(
    private readonly db: Knex,
    private readonly storage: () => StorageService | undefined,
  ) {}

  /** Records files just stored for a link. */
  async record(shareId: string, projectId: string, files: readonly Attachment[]): Promise<void> {
    const now = new Date();
    await this.db(FORM_UPLOADS_TABLE).insert(
      files.map((f) => ({
        share_id: shareId,
        project_id: projectId,
        path: f.path,
        title: f.title,
        mimetype: f.mimetype,
        size: f.size,
        created_at: now,
      })),
    );
  }

  /**
   * The row with each attachment field's value rebuilt from the link's records; a 400 naming the
   * field for a file this link did not take. Answers the paths to claim once the row is stored.
   */
  async resolve(
    shareId: string,
    fields: readonly SubmissionField[],
    row: Record<string, unknown>,
  ): Promise<{ row: Record<string, unknown>; paths: string[] }> {
    const resolved = { ...row };
    const claimed: string[] = [];
    for (const field of fields) {
      if (field.uidt !== 'Attachment' || row[field.key] === undefined || row[field.key] === null) continue;
      const paths = submittedPaths(row[field.key], field);
      const records = paths.length
        ? await this.db(FORM_UPLOADS_TABLE).where({ share_id: shareId }).whereIn('path', paths).select<UploadRow[]>('*')
        : [];
      const byPath = new Map(records.map((r) => [r.path, r]));
      const missing = paths.find((p) => !byPath.has(p) || claimed.includes(p));
      if (missing !== undefined) throw new SubmissionError(`${field.label}: a file was not uploaded through this form`, field.key);
      resolved[field.key] = paths.map((p) => storedItem(byPath.get(p)!));
      claimed.push(...paths);
    }
    return { row: resolved, paths: claimed };
  }

  /** The files now belong to a stored row: forget their upload records. */
  async claim(shareId: string, paths: readonly string[]): Promise<void> {
    if (paths.length) await this.db(FORM_UPLOADS_TABLE).where({ share_id: shareId }).whereIn('path', paths).delete();
  }

  /** The project is gone (its storage removes its files). */
  async forgetProject(projectId: string): Promise<void> {
    await this.db(FORM_UPLOADS_TABLE).where({ project_id: projectId }).delete();
  }

  /** Removes a few uploads nobody submitted within a day (called on each upload: no timer needed). */
  async sweep(limit = 20): Promise<void> {
    const stale = await this.db(FORM_UPLOADS_TABLE)
      .where('created_at', '<', new Date(Date.now() - UNCLAIMED_TTL_MS))
      .limit(limit)
      .select<UploadRow[]>('share_id', 'project_id', 'path');
    const storage = this.storage();
    for (const r of stale) {
      await storage?.remove(r.project_id, r.path).catch(() => false);
      await this.db(FORM_UPLOADS_TABLE).where({ share_id: r.share_id, path: r.path }).delete();
    }
  }
}
