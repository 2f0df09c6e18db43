/**
 * Per-view form settings, shared by the server (validation, the fields a visitor may fill) and
 * the web builder and public form: the fields in order with their label, help text and required
 * flag, a heading, a description, the message after a submission, whether to offer another, and
 * an optional page to go to instead.
 */
import { columnKeySchema, z, type ViewColumn } from '@plinth/sdk';

export const formFieldSchema = z
  .object({
    key: columnKeySchema,
    label: z.string().trim().max(255, 'A label is at most 255 characters').default(''),
    help: z.string().trim().max(1000, 'A help text is at most 1000 characters').default(''),
    required: z.boolean().default(false),
  })
  .strict();
export type FormField = z.infer<typeof formFieldSchema>;

export const formSettingsSchema = z
  .object({
    /** The form's fields in order; null: every column a form can fill, as the table lists them. */
    fields: z.array(formFieldSchema).max(500, 'At most 500 fields').nullable().default(null),
    heading: z.string().trim().max(255, 'A heading is at most 255 characters').default(''),
    description: z.string().max(5000, 'A description is at most 5000 characters').default(''),
    successMessage: z.string().max(1000, 'A success message is at most 1000 characters').default(''),
    submitAnother: z.boolean().default(false),
    redirectUrl: z
      .string()
      .trim()
      .max(2000)
      .regex(/^https?:\/\/[^\s]+$/i, 'A redirect URL starts with http:// or https://')
      .nullable()
      .default(null),
  })
  .strict();
export type FormSettings = z.infer<typeof formSettingsSchema>;

export const DEFAULT_FORM_SETTINGS: FormSettings = formSettingsSchema.parse({});

/** A belongs-to link field: the visitor picks the parent row; its key goes into the foreign key column. */
export const isLinkField = (c: ViewColumn) => c.relation?.kind === 'bt';

/**
 * The columns a form can fill: stored columns the database does not compute (attachments
 * included: a visitor uploads them through the form's link first) and belongs-to links, whose
 * foreign key columns they stand for (a visitor picks a parent by name, never types its id).
 * Has-many and many-to-many links would change other rows: left out.
 */
export function fillableColumns(columns: readonly ViewColumn[]): ViewColumn[] {
  const linkedKeys = new Set(columns.filter(isLinkField).map((c) => c.relation!.meta.cn));
  return columns.filter(
    (c) => isLinkField(c) || (Boolean(c.column) && !c.readOnly && !c.relation && !c.virtual && !linkedKeys.has(c.column!.cn)),
  );
}

/** The stored column a field writes: the column itself, or a link's foreign key column. */
export function writtenColumn(col: ViewColumn, columns: readonly ViewColumn[]): ViewColumn | undefined {
  return isLinkField(col) ? columns.find((c) => c.column?.cn === col.relation!.meta.cn) : col;
}

/** Whether the table requires a value: a NOT NULL column without a default. */
export function requiredByTable(col: ViewColumn, columns: readonly ViewColumn[]): boolean {
  const written = writtenColumn(col, columns)?.column;
  return Boolean(written?.rqd) && (written?.cdf ?? null) === null;
}

/** The form's fields: the settings' list, or every fillable column (a new form). */
export function formFields(columns: readonly ViewColumn[], settings: Pick<FormSettings, 'fields'>): FormField[] {
  return (
    settings.fields ?? fillableColumns(columns).map((c) => ({ key: c.key, label: '', help: '', required: requiredByTable(c, columns) }))
  );
}
