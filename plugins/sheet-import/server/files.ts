/**
 * What kind of file an upload is, checked by its name and its first bytes, and the zip checks of
 * an .xlsx before SheetJS unpacks it: at most `maxEntries` entries and `maxUnpackedMb` unpacked,
 * counted while inflating every entry (a header declaring small sizes cannot pass).
 */
import { open } from 'node:fs/promises';
import { HttpError } from '@plinth/sdk/server';
import yauzl from 'yauzl';
import type { UploadAnswer } from '../sheet.js';

export type FileKind = UploadAnswer['kind'];

export interface ImportLimits {
  maxFileMb: number;
  maxColumns: number;
  maxEntries: number;
  maxUnpackedMb: number;
}

const EXTENSIONS: Record<string, FileKind> = { '.xlsx': 'xlsx', '.xls': 'xls', '.csv': 'csv', '.tsv': 'tsv', '.txt': 'csv' };

/** The kind a file name says, or a 415. */
export function kindOfName(name: string): FileKind {
  const ext = /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? '';
  const kind = EXTENSIONS[ext];
  if (!kind) throw new HttpError(415, 'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file');
  return kind;
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Refuses a file whose bytes are not what its name says (a renamed executable, a zip as .csv...). */
export async function checkContent(path: string, kind: FileKind): Promise<void> {
  const file = await open(path, 'r');
  const head = Buffer.alloc(4096);
  const { bytesRead } = await file.read(head, 0, head.length, 0).finally(() => file.close());
  const bytes = head.subarray(0, bytesRead);
  if (!bytesRead) throw new HttpError(400, 'The file is empty');
  const ok =
    kind === 'xlsx'
      ? bytes.subarray(0, 4).equals(ZIP)
      : kind === 'xls'
        ? bytes.subarray(0, 8).equals(OLE)
        : !bytes.includes(0) && !bytes.subarray(0, 4).equals(ZIP) && !bytes.subarray(0, 8).equals(OLE);
  if (!ok) throw new HttpError(415, `The file is not a valid .${kind} file`);
}

const refuse = (msg: string) => new HttpError(400, `Invalid .xlsx file: ${msg}`);

/** Reads every entry of the zip at `path` without keeping it, within the limits; a 400 otherwise. */
export function checkZip(path: string, limits: ImportLimits): Promise<void> {
  const maxBytes = limits.maxUnpackedMb * 1024 * 1024;
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, validateEntrySizes: true }, (openErr, zip) => {
      if (openErr || !zip) return reject(refuse('not a readable zip archive'));
      let entries = 0;
      let unpacked = 0;
      const fail = (err: Error) => {
        zip.close();
        reject(err instanceof HttpError ? err : refuse(err.message));
      };
      zip.on('error', fail);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        if (entries > limits.maxEntries) return fail(refuse(`more than ${limits.maxEntries} entries`));
        if (unpacked + entry.uncompressedSize > maxBytes) return fail(refuse(`more than ${limits.maxUnpackedMb} MB unpacked`));
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return fail(streamErr ?? refuse('unreadable entry'));
          stream.on('data', (chunk: Buffer) => {
            unpacked += chunk.length;
            if (unpacked > maxBytes) stream.destroy(refuse(`more than ${limits.maxUnpackedMb} MB unpacked`));
          });
          stream.on('error', fail);
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });
}
