/**
 * A visitor's submission through a shared form: only the fields the form shows may be sent
 * (anything else, a hidden column included, is refused naming it), the fields the form requires
 * must have a value; the row is then created by the data service, whose checks (types, select
 * options, e-mail / URL / phone, column limits) answer as for any other write. Nothing is
 * answered back but that it was taken: a visitor never reads rows through a form.
 */
import { HttpError, isRecord, type SubmissionField } from '@plinth/sdk/server';

/** A 400 that names the field it is about, for the form to show the message beside it. */
export class SubmissionError extends HttpError {
  constructor(
    msg: string,
    readonly field: string,
  ) {
    super(400, msg);
  }
}

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && !v.length);

/** The row to create from a submission's body, or a `SubmissionError` / 400 saying what is wrong. */
export function submittedRow(fields: readonly SubmissionField[], body: unknown): Record<string, unknown> {
  if (!isRecord(body)) throw new HttpError(400, 'A submission is an object of field values');
  const allowed = new Map(fields.map((f) => [f.key, f]));
  for (const key of Object.keys(body)) {
    if (!allowed.has(key)) throw new SubmissionError(`Unknown field '${key}'`, key);
  }
  for (const f of fields) {
    if (f.required && isBlank(body[f.key])) throw new SubmissionError(`${f.label} is required`, f.key);
  }
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}
