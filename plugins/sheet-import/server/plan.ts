/**
 * The start request checked against its upload: sheets that exist, checked column types, and every
 * name from the user or the file made a valid, unique table or column name (tables unique in the
 * project too).
 */
import { isReservedTableName, z } from '@plinth/sdk';
import { HttpError, validate } from '@plinth/sdk/server';
import { cleanName, IMPORT_UIDTS, uniqueNames, type StartRequest } from '../sheet.js';
import type { TablePlan } from './jobs.js';
import type { StoredUpload } from './uploads.js';

const optionText = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[^',\\\n]*$/, "Options cannot hold ' , \\ or line breaks");

const startSchema = z.object({
  uploadId: z.string({ error: 'uploadId is required' }).min(1, 'uploadId is required'),
  title: z.string().trim().min(1, 'Title is required').max(255, 'Title is too long').optional(),
  sheets: z
    .array(
      z.object({
        sheet: z.number().int().min(0),
        table: z.string().max(255),
        headerRow: z.number().int().min(0).max(100),
        columns: z.array(
          z.object({
            name: z.string().max(255),
            uidt: z.enum(IMPORT_UIDTS, { error: 'Unsupported column type' }),
            skip: z.boolean().optional(),
            options: z.array(optionText).max(1000).optional(),
          }),
        ),
      }),
    )
    .min(1, 'Choose at least one sheet')
    .max(100),
}) satisfies z.ZodType<StartRequest>;

/** The tables an import makes, named uniquely among themselves and `existingTables`. */
export function planTables(
  request: StartRequest,
  upload: StoredUpload,
  existingTables: readonly string[],
  maxColumns: number,
): TablePlan[] {
  const taken = new Set(existingTables.map((t) => t.toLowerCase()));
  return request.sheets.map((choice, i) => {
    const sheet = upload.answer.sheets[choice.sheet];
    if (!sheet) throw new HttpError(400, `Sheet ${choice.sheet} is not in the upload`);
    if (choice.columns.length > maxColumns) throw new HttpError(400, `At most ${maxColumns} columns can be imported`);
    let tn = cleanName(choice.table) || cleanName(sheet.name) || `sheet_${i + 1}`;
    const base = tn;
    for (let n = 1; taken.has(tn.toLowerCase()) || isReservedTableName(tn); n++) tn = `${base}_${n}`;
    taken.add(tn.toLowerCase());
    const kept = choice.columns.map((c, index) => ({ ...c, index })).filter((c) => !c.skip);
    if (!kept.length) throw new HttpError(400, `Table '${tn}' needs at least one column`);
    const names = uniqueNames(
      kept.map((c) => c.name),
      ['id'],
    );
    return {
      sheet: choice.sheet,
      tn,
      headerRow: choice.headerRow,
      columns: kept.map((c, k) => ({ index: c.index, cn: names[k]!, uidt: c.uidt, ...(c.options && { options: c.options }) })),
    };
  });
}

export const parseStart = (body: unknown): StartRequest => validate(startSchema, body);
