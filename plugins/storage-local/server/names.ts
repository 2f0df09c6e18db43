import { randomBytes } from 'node:crypto';
import { basename, extname } from 'node:path';

/** What a stored file's name looks like: 22 base64url characters and an optional extension. */
const STORED_NAME = /^[A-Za-z0-9_-]{22}(\.[a-z0-9]{1,10})?$/;
const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Raster images a browser may show inline: they cannot run script. */
const INLINE_IMAGES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * Types served as themselves, always as a download: none of them is a document a browser runs
 * script from. Anything else (HTML, SVG, XML, JavaScript, unknown) is served as
 * `application/octet-stream`.
 */
const DOWNLOAD_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  zip: 'application/zip',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export const isStoredName = (name: string): boolean => STORED_NAME.test(name);
export const isProjectId = (id: string): boolean => PROJECT_ID.test(id);

/** The extension of a client's file name reduced to lower-case letters and digits (or none). */
function safeExtension(clientName: string): string {
  const ext = extname(clientName.replace(/\\/g, '/')).slice(1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : '';
}

/** A new stored name: random, with the client's extension when it is a plain one. */
export function storedName(clientName: string): string {
  const ext = safeExtension(clientName);
  return `${randomBytes(16).toString('base64url')}${ext ? `.${ext}` : ''}`;
}

/** The client's name as a title: its last path segment, no control characters, bounded. */
export function cleanTitle(clientName: string): string {
  const title = basename(clientName.replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return title || 'file';
}

/** How a stored name is served: a content type that cannot run script, and whether inline. */
export function servedAs(name: string): { contentType: string; inline: boolean } {
  const ext = extname(name).slice(1);
  const image = INLINE_IMAGES[ext];
  if (image) return { contentType: image, inline: true };
  return { contentType: DOWNLOAD_TYPES[ext] ?? 'application/octet-stream', inline: false };
}

/** The type recorded for an upload: the client's when well-formed, else by extension. */
export function recordedType(clientType: string | undefined, name: string): string {
  if (clientType && /^[\w.+-]{1,64}\/[\w.+-]{1,128}$/.test(clientType)) return clientType.toLowerCase();
  return servedAs(name).contentType.split(';')[0]!;
}
