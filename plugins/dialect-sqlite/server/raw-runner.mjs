// The SQL editor's statements on an SQLite file, in a child process of the server: SQLite runs
// a statement inside one native call, so the only way to cancel one that runs too long is to end
// the process running it (the server does, with SIGKILL; SQLite's journal keeps the file whole).
// Plain JavaScript, so the server can start it with node alone.
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';

const MAX_BLOB_PREVIEW = 256;

/** A cell as JSON can carry it: blobs as hex (cut), big integers as text. */
function cell(value) {
  if (Buffer.isBuffer(value)) {
    const hex = value.subarray(0, MAX_BLOB_PREVIEW).toString('hex');
    return `\\x${hex}${value.length > MAX_BLOB_PREVIEW ? '…' : ''}`;
  }
  if (typeof value === 'bigint') return value.toString();
  return value;
}

function run(db, sql, maxRows) {
  const started = performance.now();
  const stmt = db.prepare(sql);
  if (!stmt.reader) {
    const info = stmt.run();
    return { fields: [], rows: [], truncated: false, affectedRows: info.changes, durationMs: performance.now() - started };
  }
  stmt.raw(true);
  const fields = stmt.columns().map((c) => c.name);
  const rows = [];
  let truncated = false;
  for (const row of stmt.iterate()) {
    if (rows.length === maxRows) {
      truncated = true;
      break;
    }
    rows.push(row.map(cell));
  }
  return { fields, rows, truncated, affectedRows: null, durationMs: performance.now() - started };
}

process.once('message', ({ file, statements, maxRows, readOnly }) => {
  let db;
  try {
    db = new Database(file, { readonly: readOnly, fileMustExist: true, timeout: 5000 });
    db.pragma('foreign_keys = ON');
  } catch (err) {
    process.send({ type: 'error', index: 0, message: err.message }, () => process.exit(0));
    return;
  }
  for (const [index, sql] of statements.entries()) {
    process.send({ type: 'start', index });
    try {
      process.send({ type: 'result', index, result: run(db, sql, maxRows) });
    } catch (err) {
      db.close();
      process.send({ type: 'error', index, message: err.message }, () => process.exit(0));
      return;
    }
  }
  db.close();
  process.send({ type: 'done' }, () => process.exit(0));
});
