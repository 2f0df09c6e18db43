/**
 * Multipart uploads streamed straight into the storage service: the files of the field `files`,
 * each put as it arrives (never buffered whole), removed again when the request fails half way.
 * The storage's own routes and a shared form's upload use the same receiver, so their limits and
 * `{ msg }` refusals read alike.
 */
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Attachment } from '../entities.js';
import { HttpError } from './errors.js';
import type { StorageService } from './storage.js';

export interface UploadOptions {
  storage: StorageService;
  projectId: string;
  /** Most files in one request. */
  maxFiles: number;
  /** Largest file in megabytes (the storage may hold to a lower limit of its own). */
  maxFileMb: number;
  /** Refuses a file by its client type and name before any byte is stored: the 4xx message, or null to take it. */
  refuse?(file: { mimetype: string; name: string }): string | null;
}

/** Multer's errors as `{ msg }` answers. */
function uploadError(err: unknown, options: UploadOptions): unknown {
  if (!(err instanceof multer.MulterError)) return err;
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return new HttpError(413, `File too large: at most ${options.maxFileMb} MB per file`);
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return new HttpError(400, `Upload at most ${options.maxFiles} files, in the multipart field 'files'`);
    default:
      return new HttpError(400, `Invalid upload: ${err.message}`);
  }
}

type StoredUpload = Express.Multer.File & { attachment?: Attachment };

/**
 * Receives the request's files into the storage and answers their attachments; 400 when there
 * is none. Nothing stays stored when any file is refused or too large.
 */
export function receiveUploads(req: Request, res: Response, options: UploadOptions): Promise<Attachment[]> {
  const { storage, projectId } = options;
  const engine: multer.StorageEngine = {
    _handleFile(_r, file, done) {
      const refusal = options.refuse?.({ mimetype: file.mimetype, name: file.originalname });
      if (refusal) {
        file.stream.resume();
        return done(new HttpError(415, refusal));
      }
      storage.put(projectId, { name: file.originalname, mimetype: file.mimetype, stream: file.stream }).then(
        (attachment) => done(null, { attachment } as Partial<Express.Multer.File>),
        (err: unknown) => done(err),
      );
    },
    _removeFile(_r, file, done) {
      const stored = (file as StoredUpload).attachment;
      if (!stored) return done(null);
      storage.remove(projectId, stored.path).then(() => done(null), done);
    },
  };
  const parse = multer({
    storage: engine,
    defParamCharset: 'utf8',
    limits: { fileSize: Math.floor(options.maxFileMb * 1024 * 1024), files: options.maxFiles, fields: 10, parts: options.maxFiles + 10 },
  }).array('files', options.maxFiles);
  return new Promise((resolve, reject) => {
    parse(req, res, (err?: unknown) => {
      if (err) return reject(uploadError(err, options));
      const files = (req.files as StoredUpload[] | undefined) ?? [];
      const attachments = files.flatMap((f) => (f.attachment ? [f.attachment] : []));
      if (!attachments.length) return reject(new HttpError(400, "No file uploaded: send multipart/form-data with the field 'files'"));
      resolve(attachments);
    });
  });
}
