/**
 * The zip of a project's metadata: written with yazl, read with yauzl under limits that keep a
 * hostile archive harmless: at most 10,000 entries and 50 MB unpacked (declared and counted),
 * names that stay inside the archive (no absolute paths, `..` or backslashes), no symbolic links.
 */
import { type Readable } from 'node:stream';
import { HttpError } from '@plinth/sdk/server';
import yauzl from 'yauzl';
import yazl from 'yazl';

export const ARCHIVE_LIMITS = { maxEntries: 10_000, maxUnpackedBytes: 50 * 1024 * 1024 } as const;

/** A zip of `files` (name -> content; a stream is read as the zip is written), streamed. */
export function writeArchive(files: ReadonlyMap<string, string | Buffer | Readable>): Readable {
  const zip = new yazl.ZipFile();
  for (const [name, data] of files) {
    if (typeof data === 'string' || Buffer.isBuffer(data)) zip.addBuffer(Buffer.from(data), name, { mtime: new Date(0) });
    else zip.addReadStream(data, name, { mtime: new Date(0) });
  }
  zip.end();
  // A source stream's failure (a row read) ends the download with that error instead of the process.
  zip.on('error', (err: Error) => (zip.outputStream as Readable).destroy(err));
  return zip.outputStream as Readable;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const refuse = (msg: string) => new HttpError(400, `Invalid archive: ${msg}`);

/** The files of a zip (name -> bytes); a 400 'Invalid archive: ...' for anything outside the limits. */
export function readArchive(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (openErr, zip) => {
      if (openErr || !zip) return reject(refuse('not a zip file'));
      const files = new Map<string, Buffer>();
      let entries = 0;
      let unpacked = 0;
      const fail = (err: Error) => {
        zip.close();
        reject(err instanceof HttpError ? err : refuse(err.message));
      };
      zip.on('error', fail);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        if (entries > ARCHIVE_LIMITS.maxEntries) return fail(refuse(`more than ${ARCHIVE_LIMITS.maxEntries} entries`));
        const nameProblem = yauzl.validateFileName(entry.fileName);
        if (nameProblem) return fail(refuse(`entry '${entry.fileName.slice(0, 100)}': ${nameProblem}`));
        if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK)
          return fail(refuse(`entry '${entry.fileName}' is a symbolic link`));
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        unpacked += entry.uncompressedSize;
        if (unpacked > ARCHIVE_LIMITS.maxUnpackedBytes) return fail(refuse('more than 50 MB unpacked'));
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return fail(streamErr ?? refuse('unreadable entry'));
          const chunks: Buffer[] = [];
          let read = 0;
          stream.on('data', (chunk: Buffer) => {
            read += chunk.length;
            // The declared size is checked by yauzl too; counted here so a lying header cannot pass.
            if (read > entry.uncompressedSize || unpacked > ARCHIVE_LIMITS.maxUnpackedBytes)
              stream.destroy(refuse('entry larger than declared'));
            else chunks.push(chunk);
          });
          stream.on('error', fail);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
