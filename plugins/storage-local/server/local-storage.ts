import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, unlink } from 'node:fs/promises';
import { isAbsolute, join, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { STORAGE_API, type Attachment } from '@plinth/sdk';
import { HttpError, type Knex, type StorageInput, type StorageService, type StoredFile } from '@plinth/sdk/server';
import { cleanTitle, isProjectId, isStoredName, recordedType, storedName } from './names.js';

export const FILES_TABLE = 'storage_local_files';
export const SECRETS_TABLE = 'storage_local_secrets';

export interface LocalStorageSettings {
  /** Absolute, or relative to the data folder; default `uploads`. */
  folder?: string;
  maxFileMb: number;
  urlTtlSeconds: number;
}

interface FileRow {
  project_id: string;
  name: string;
  title: string;
  mimetype: string;
  size: number | string;
}

/** Counts bytes through and fails with 413 past `max`. */
function sizeLimit(max: number, counted: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      counted.bytes += chunk.length;
      if (counted.bytes > max) return done(new HttpError(413, `File too large: at most ${max / (1024 * 1024)} MB per file`));
      done(null, chunk);
    },
  });
}

/**
 * Attachments in a folder: `<folder>/<projectId>/<generated name>`, their titles and types in
 * the meta store. Only generated names are ever joined into a path, and every resolved path is
 * checked to stay inside the folder.
 */
export class LocalStorage implements StorageService {
  constructor(
    private readonly db: Knex,
    private readonly dataDir: string,
    private readonly settings: () => Promise<LocalStorageSettings>,
    private readonly secret: () => Promise<Buffer>,
  ) {}

  async root(): Promise<string> {
    const { folder } = await this.settings();
    return resolve(folder ? (isAbsolute(folder) ? folder : join(this.dataDir, folder)) : join(this.dataDir, 'uploads'));
  }

  /** The file's path, or 400 / 404 for anything that is not a stored name inside the folder. */
  async pathOf(projectId: string, name: string): Promise<string> {
    if (!isProjectId(projectId)) throw new HttpError(400, 'Invalid project id');
    if (!isStoredName(name)) throw new HttpError(400, 'Invalid file name');
    const root = await this.root();
    const path = resolve(root, projectId, name);
    // Redundant with the name patterns, kept as the last line of defence.
    if (!path.startsWith(root + sep)) throw new HttpError(400, 'Invalid file name');
    return path;
  }

  async put(projectId: string, file: StorageInput): Promise<Attachment> {
    const source = file.stream ?? (file.buffer ? Readable.from([file.buffer]) : undefined);
    if (!source) throw new HttpError(400, 'No file content');
    const { maxFileMb } = await this.settings();
    const name = storedName(file.name);
    const path = await this.pathOf(projectId, name);
    await mkdir(resolve(path, '..'), { recursive: true });
    const counted = { bytes: 0 };
    try {
      await pipeline(source, sizeLimit(maxFileMb * 1024 * 1024, counted), createWriteStream(path, { flags: 'wx' }));
    } catch (err) {
      await unlink(path).catch(() => undefined);
      // The source stream may still be flowing (an upload): drain it so the request can end.
      source.resume();
      throw err;
    }
    const row: FileRow = {
      project_id: projectId,
      name,
      title: cleanTitle(file.name),
      mimetype: recordedType(file.mimetype, name),
      size: counted.bytes,
    };
    try {
      await this.db.transaction((trx) => trx(FILES_TABLE).insert({ ...row, created_at: new Date() }));
    } catch (err) {
      await unlink(path).catch(() => undefined);
      throw err;
    }
    return { url: await this.url(projectId, name), title: row.title, mimetype: row.mimetype, size: counted.bytes, path: name };
  }

  async read(projectId: string, path: string): Promise<StoredFile> {
    const file = await this.pathOf(projectId, path);
    const row = await this.db(FILES_TABLE).where({ project_id: projectId, name: path }).first<FileRow | undefined>();
    const info = row && (await stat(file).catch(() => undefined));
    if (!row || !info?.isFile()) throw new HttpError(404, 'File not found');
    return { stream: createReadStream(file), size: info.size, mimetype: row.mimetype, title: row.title };
  }

  async remove(projectId: string, path: string): Promise<boolean> {
    const file = await this.pathOf(projectId, path);
    const removed = await this.db.transaction((trx) => trx(FILES_TABLE).where({ project_id: projectId, name: path }).delete());
    const unlinked = await unlink(file).then(
      () => true,
      () => false,
    );
    return removed > 0 || unlinked;
  }

  async url(projectId: string, path: string): Promise<string> {
    await this.pathOf(projectId, path);
    const { urlTtlSeconds } = await this.settings();
    const token = await this.sign(projectId, path, Math.floor(Date.now() / 1000) + urlTtlSeconds);
    return `${STORAGE_API.file(projectId, path)}?token=${token}`;
  }

  /** True when `token` is an unexpired signature of this file. */
  async verify(projectId: string, path: string, token: string): Promise<boolean> {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return false;
    const exp = Number(match[1]);
    if (exp <= Math.floor(Date.now() / 1000)) return false;
    const expected = Buffer.from((await this.sign(projectId, path, exp)).split('.')[1]!);
    const given = Buffer.from(match[2]!);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** Drops a deleted project's files and their records. */
  async forgetProject(projectId: string): Promise<void> {
    if (!isProjectId(projectId)) return;
    await this.db.transaction((trx) => trx(FILES_TABLE).where({ project_id: projectId }).delete());
    const root = await this.root();
    const dir = resolve(root, projectId);
    if (dir.startsWith(root + sep)) await rm(dir, { recursive: true, force: true });
  }

  private async sign(projectId: string, path: string, exp: number): Promise<string> {
    const mac = createHmac('sha256', await this.secret())
      .update(`${projectId}/${path}/${exp}`)
      .digest('base64url');
    return `${exp}.${mac}`;
  }
}
