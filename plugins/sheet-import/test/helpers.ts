/** Calls of the import routes as a test makes them, and typed sample files. */
import type { TestHost } from '@plinth/sdk/testing';
import { expect } from 'vitest';
import * as XLSX from 'xlsx';
import { sheetColumns, type JobState, type SheetChoice, type UploadAnswer } from '../sheet.js';

export const PLUGINS = [
  'mailer',
  'auth',
  'dialect-sqlite',
  'dialect-pg',
  'dialect-mysql',
  'projects',
  'data',
  'acl',
  'rest-api',
  'sheet-import',
];

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

const auth = (token: string | null): Record<string, string> => (token ? { 'xc-auth': token } : {});

/** `POST .../uploads` of one file; `into` a project's id or none for a new project. */
export async function upload(h: TestHost, token: string | null, name: string, content: Buffer | string, into?: string): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  const path = into ? `/api/v1/sheet-import-into/${into}/uploads` : '/api/v1/sheet-import/uploads';
  const res = await fetch(h.url + path, { method: 'POST', body: form, headers: auth(token) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The choices the dialog makes by default: every sheet, header row 1, the inferred types. */
export function defaultChoices(answer: UploadAnswer): SheetChoice[] {
  return answer.sheets.map((sheet, i) => ({ sheet: i, table: sheet.name, headerRow: 1, columns: sheetColumns(sheet, 1) }));
}

export async function start(h: TestHost, token: string | null, body: unknown, into?: string): Promise<Answer> {
  const path = into ? `/api/v1/sheet-import-into/${into}/jobs` : '/api/v1/sheet-import/jobs';
  const r = await h.request(path, { body, headers: auth(token) });
  return { status: r.status, body: r.body as Record<string, unknown> };
}

/** Polls a job until it ends. */
export async function finished(h: TestHost, token: string, jobId: string): Promise<JobState> {
  for (;;) {
    const r = await h.request(`/api/v1/sheet-import/jobs/${jobId}`, { headers: auth(token) });
    expect(r.status).toBe(200);
    const state = r.body as JobState;
    if (state.status !== 'running') return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Uploads, starts with the default choices (changed by `adjust`), waits: the job's end state. */
export async function importFile(
  h: TestHost,
  token: string,
  name: string,
  content: Buffer | string,
  options: { into?: string; title?: string; adjust?: (choices: SheetChoice[]) => void } = {},
): Promise<{ answer: UploadAnswer; job: JobState }> {
  const up = await upload(h, token, name, content, options.into);
  expect(up.status, JSON.stringify(up.body)).toBe(201);
  const answer = up.body as unknown as UploadAnswer;
  const sheets = defaultChoices(answer);
  options.adjust?.(sheets);
  const started = await start(h, token, { uploadId: answer.uploadId, title: options.title, sheets }, options.into);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return { answer, job: await finished(h, token, String(started.body.id)) };
}

/** A typed workbook: numbers, decimals, dates, date-times, booleans, empty cells, unicode, duplicate headers, a formula. */
export function sampleWorkbook(): Buffer {
  const people = XLSX.utils.aoa_to_sheet([
    ['Name', 'Age', 'Score', 'Born', 'Seen at', 'Active', 'E-mail', 'Name', '', 'Double'],
    ['Zoë Ünal', 31, 4.5, null, null, true, 'zoe@example.com', 'first', 'x', null],
    ['李雷', 42, 3.25, null, null, false, 'li@example.com', 'second', null, null],
    ['<b>bold</b>', null, null, null, null, true, null, null, null, null],
  ]);
  // Dates as Excel keeps them: serial numbers with a date format.
  people.B2 = { t: 'n', v: 31 };
  people.D2 = { t: 'n', v: 45306, z: 'yyyy-mm-dd' }; // 2024-01-15
  people.D3 = { t: 'n', v: 36526, z: 'm/d/yy' }; // 2000-01-01
  people.E2 = { t: 'n', v: 45306.5, z: 'yyyy-mm-dd hh:mm:ss' }; // 2024-01-15 12:00:00
  people.E3 = { t: 'n', v: 45307.25, z: 'yyyy-mm-dd hh:mm' }; // 2024-01-16 06:00:00
  // A formula with a cached value that evaluating it would not give: the cached value is imported.
  people.J2 = { t: 'n', v: 62, f: 'B2*1000' };
  people.J3 = { t: 'n', v: 84, f: 'B3*1000' };
  const cities = XLSX.utils.aoa_to_sheet([
    ['City', 'Country'],
    ['Zürich', 'CH'],
    ['Genève', 'CH'],
    ['Köln', 'DE'],
    ['Berlin', 'DE'],
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, people, 'People');
  XLSX.utils.book_append_sheet(book, cities, 'Cities & Towns');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export const SAMPLE_CSV = [
  'name,qty,price,day,at,ok,site,name,',
  'Ærø,3,1.5,2024-02-29,2024-02-29 10:30:00,yes,https://example.com,a,',
  '"Quote, ""comma""",,2,2023-12-31,2023-12-31T23:59:59,no,http://example.org/x,b,',
  '日本,7,,,,,,,z',
].join('\n');
