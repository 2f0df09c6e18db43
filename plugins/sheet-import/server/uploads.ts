/**
 * Uploads: a multipart file (field `file`) streamed to a temporary file under the data folder with
 * the size limit enforced while it arrives, checked (type, zip limits, columns), previewed, and
 * kept for its uploader for an hour, or until its import ends.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpError, type Principal } from '@plinth/sdk/server';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { UploadAnswer } from '../sheet.js';
import { checkContent, checkZip, kindOfName, type FileKind, type ImportLimits } from './files.js';
import { csvPreview, csvSource, workbookPreview } from './readers.js';

const UPLOAD_TTL_MS = 60 * 60 * 1000;

export interface StoredUpload {
  id: string;
  owner: string;
  /** The project it is to be imported into; null for a new project. */
  projectId: string | null;
  path: string;
  kind: FileKind;
  fileName: string;
  answer: UploadAnswer;
  expiresAt: number;
}

/** Who may use an upload or a job: the principal that made it. */
export const ownerOf = (p: Principal) => `${p.kind}:${p.userId ?? p.apiTokenId ?? ''}`;

function multerError(err: unknown, limits: ImportLimits): unknown {
  if (!(err instanceof multer.MulterError)) return err;
  if (err.code === 'LIMIT_FILE_SIZE') return new HttpError(413, `File too large: at most ${limits.maxFileMb} MB`);
  return new HttpError(400, "Send one file in the multipart field 'file'");
}

export class UploadStore {
  private readonly uploads = new Map<string, StoredUpload>();
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'sheet-import');
    mkdirSync(this.dir, { recursive: true });
    // Files a stopped server left behind, once past their time (another server may share the folder).
    for (const name of readdirSync(this.dir)) {
      const path = join(this.dir, name);
      if (name.endsWith('.upload') && Date.now() - statSync(path).mtimeMs > UPLOAD_TTL_MS) rmSync(path, { force: true });
    }
  }

  /** Receives, checks and previews the request's file; nothing stays on disk when it is refused. */
  async receive(req: Request, res: Response, limits: ImportLimits, projectId: string | null): Promise<UploadAnswer> {
    const id = randomUUID();
    const path = join(this.dir, `${id}.upload`);
    const file = await new Promise<Express.Multer.File>((resolve, reject) => {
      multer({
        storage: multer.diskStorage({ destination: this.dir, filename: (_r, _f, done) => done(null, `${id}.upload`) }),
        defParamCharset: 'utf8',
        limits: { fileSize: Math.floor(limits.maxFileMb * 1024 * 1024), files: 1, fields: 5, parts: 6 },
        fileFilter: (_r, f, done) => {
          try {
            kindOfName(f.originalname);
            done(null, true);
          } catch (err) {
            done(err as Error);
          }
        },
      }).single('file')(req, res, (err?: unknown) => {
        if (err) return reject(multerError(err, limits));
        if (!req.file) return reject(new HttpError(400, "No file uploaded: send multipart/form-data with the field 'file'"));
        resolve(req.file);
      });
    }).catch(async (err: unknown) => {
      await rm(path, { force: true });
      throw err;
    });
    try {
      const kind = kindOfName(file.originalname);
      await checkContent(path, kind);
      if (kind === 'xlsx') await checkZip(path, limits);
      const base = file.originalname.replace(/\.[^.]+$/, '');
      const sheets =
        kind === 'csv' || kind === 'tsv'
          ? [await csvPreview(await csvSource(path, kind, base), limits.maxColumns)]
          : await workbookPreview(path, limits.maxColumns);
      if (!sheets.some((s) => s.rows.length)) throw new HttpError(400, 'The file holds no rows');
      const answer: UploadAnswer = { uploadId: id, fileName: file.originalname, kind, sheets };
      this.uploads.set(id, {
        id,
        owner: ownerOf(req.principal!),
        projectId,
        path,
        kind,
        fileName: file.originalname,
        answer,
        expiresAt: Date.now() + UPLOAD_TTL_MS,
      });
      return answer;
    } catch (err) {
      await rm(path, { force: true });
      throw err;
    }
  }

  /** The caller's upload for this target, taken out of the store (an import uses it once); 404 otherwise. */
  take(id: unknown, principal: Principal, projectId: string | null): StoredUpload {
    const upload = typeof id === 'string' ? this.uploads.get(id) : undefined;
    if (!upload || upload.owner !== ownerOf(principal) || upload.projectId !== projectId) throw new HttpError(404, 'Upload not found');
    this.uploads.delete(upload.id);
    return upload;
  }

  /** Deletes uploads past their time (all of them with `all`). */
  async sweep(all = false): Promise<void> {
    const now = Date.now();
    for (const upload of [...this.uploads.values()]) {
      if (!all && upload.expiresAt > now) continue;
      this.uploads.delete(upload.id);
      await rm(upload.path, { force: true });
    }
  }
}
