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

/**
 * Whether a form can fill the column: a stored column the database does not compute (attachments
 * included: a visitor uploads them through the form's link first).
 */
export const fillable = (c: ViewColumn) => Boolean(c.column) && !c.readOnly && !c.relation && !c.virtual;

/** The form's fields: the settings' list, or every fillable column (a new form). */
export function formFields(columns: readonly ViewColumn[], settings: Pick<FormSettings, 'fields'>): FormField[] {
  return (
    settings.fields ??
    columns
      .filter(fillable)
      .map((c) => ({ key: c.key, label: '', help: '', required: Boolean(c.column?.rqd) && (c.column?.cdf ?? null) === null }))
  );
}
