/**
 * The storage contract: files (attachments) kept per project. Provided by a storage plugin
 * (`storage-local` keeps them in a folder; an object-store plugin may replace it).
 */
import type { Readable } from 'node:stream';
import type { Attachment } from '../entities.js';

/** A file to store: its client name (display only), its type as sent, and its bytes. */
export interface StorageInput {
  /** The client's file name; kept as the attachment's `title`, never used as a path. */
  name: string;
  mimetype: string;
  buffer?: Buffer;
  stream?: Readable;
}

/** A stored file opened for reading. */
export interface StoredFile {
  stream: Readable;
  size: number;
  /** The type recorded at upload, from the generated name's extension. */
  mimetype: string;
  /** The client's original name. */
  title: string;
}

export interface StorageService {
  /**
   * Stores a file under a generated name (random id + sanitised extension) in the project and
   * answers its attachment, whose `url` carries a short-lived read token. 413 when the file is
   * larger than the configured limit; 400 without a buffer or stream.
   */
  put(projectId: string, file: StorageInput): Promise<Attachment>;
  /** Opens a stored file; 404 when it does not exist, 400 for a `path` that is not a stored name. */
  read(projectId: string, path: string): Promise<StoredFile>;
  /** Removes a stored file; false when there was none. */
  remove(projectId: string, path: string): Promise<boolean>;
  /** A fresh read URL (with a new short-lived token) for a stored file. */
  url(projectId: string, path: string): Promise<string>;
}

export { StorageToken } from '../service-tokens.js';
