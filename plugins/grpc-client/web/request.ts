/**
 * The form's values as the request: the form keeps what was typed (text), the request carries
 * numbers where the field is numeric (64-bit integers beyond 2^53 as text, as protobuf JSON does).
 */
import type { FieldDescription, ServicesDescription } from './api.js';

export const NUMERIC = new Set(['int32', 'int64', 'uint32', 'uint64', 'sint32', 'sint64', 'fixed32', 'fixed64', 'double', 'float']);

type Obj = Record<string, unknown>;

/** A scalar typed in a text input as the request carries it: numbers as JSON numbers where exact, 64-bit integers beyond as text. */
function scalarOf(f: FieldDescription, value: unknown): unknown {
  if (!NUMERIC.has(f.type) || typeof value !== 'string') return value;
  const n = Number(value);
  if (value.trim() === '' || Number.isNaN(n)) return value; // the server answers INVALID_ARGUMENT
  return f.type.endsWith('64') && !Number.isSafeInteger(n) ? value : n;
}

/** The form's values (text as typed) as the request: numbers where the field is numeric. */
export function requestOf(messages: ServicesDescription['messages'], type: string, value: Obj): Obj {
  const message = messages[type];
  if (!message) return value;
  const out: Obj = {};
  for (const [key, v] of Object.entries(value)) {
    const f = message.fields.find((x) => x.name === key);
    if (!f || v === undefined) {
      if (v !== undefined) out[key] = v;
      continue;
    }
    if (f.message && !f.repeated && v && typeof v === 'object') out[key] = requestOf(messages, f.type, v as Obj);
    else if (f.message) out[key] = v;
    else if (f.repeated && Array.isArray(v)) out[key] = v.map((item) => scalarOf(f, item));
    else out[key] = scalarOf(f, v);
  }
  return out;
}
