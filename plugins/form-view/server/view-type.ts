/**
 * The `form` view type (`ViewTypeToken`): a form's fields must be columns a form can fill
 * (stored, not computed), each once; its shared link takes new rows (`sharedAccess: 'submit'`)
 * through the views plugin, which lets a visitor send only these fields and requires the ones
 * the form requires. Stored settings are read leniently: fields of columns that went are left
 * out, renamed ones follow.
 */
import { escapeListItem, type TableMeta } from '@plinth/sdk';
import {
  HttpError,
  isRecord,
  renamedKey,
  tableViewColumns,
  validate,
  type SubmissionField,
  type ViewTableContext,
  type ViewType,
} from '@plinth/sdk/server';
import {
  DEFAULT_FORM_SETTINGS,
  fillableColumns,
  formFields,
  isLinkField,
  requiredByTable,
  writtenColumn,
  formFieldSchema,
  formSettingsSchema,
  type FormField,
  type FormSettings,
} from '../shared/settings.js';

const fillableKeys = (meta: TableMeta, table: ViewTableContext) =>
  new Set(fillableColumns(tableViewColumns(meta, table)).map((c) => c.key));

function checkFields(meta: TableMeta, s: FormSettings, table: ViewTableContext): void {
  if (!s.fields) return;
  const keys = fillableKeys(meta, table);
  const seen = new Set<string>();
  for (const f of s.fields) {
    if (!keys.has(f.key)) throw new HttpError(400, `Column '${f.key}' cannot be filled in a form`);
    if (seen.has(f.key)) throw new HttpError(400, `Field '${f.key}' is listed twice`);
    seen.add(f.key);
  }
}

/** Stored settings of any shape -> form settings, part by part: what does not parse is dropped. */
function formSettingsShape(raw: unknown): FormSettings {
  const whole = formSettingsSchema.safeParse(raw);
  if (whole.success) return whole.data;
  const obj = isRecord(raw) ? raw : {};
  const part = <K extends keyof FormSettings>(key: K): FormSettings[K] => {
    const r = formSettingsSchema.shape[key].safeParse(obj[key]);
    return r.success ? (r.data as FormSettings[K]) : DEFAULT_FORM_SETTINGS[key];
  };
  const fields = Array.isArray(obj.fields)
    ? obj.fields.flatMap((f) => {
        const r = formFieldSchema.safeParse(f);
        return r.success ? [r.data] : [];
      })
    : null;
  return {
    fields,
    heading: part('heading'),
    description: part('description'),
    successMessage: part('successMessage'),
    submitAnother: part('submitAnother'),
    redirectUrl: part('redirectUrl'),
  };
}

export const formViewType: ViewType<FormSettings> = {
  type: 'form',
  defaultTitle: 'Form',
  defaultSettings: () => structuredClone(DEFAULT_FORM_SETTINGS),
  sharedAccess: 'submit',
  parseSettings(raw, meta, table) {
    const settings = validate(formSettingsSchema, raw ?? {});
    checkFields(meta, settings, table);
    return settings;
  },
  readSettings(raw, meta, table) {
    const s = formSettingsShape(raw);
    const keys = fillableKeys(meta, table);
    const seen = new Set<string>();
    const keep = (f: FormField) => keys.has(f.key) && !seen.has(f.key) && Boolean(seen.add(f.key));
    return { ...s, fields: s.fields && s.fields.filter(keep) };
  },
  renameColumns(raw, renames) {
    const s = formSettingsShape(raw);
    return { ...s, fields: s.fields && s.fields.map((f) => ({ ...f, key: renamedKey(f.key, renames) })) };
  },
  // A form shows its fields (the shared link's meta is reduced to them, its link fields as
  // relations); it has no filter or sort.
  query(meta, s, table) {
    const columns = tableViewColumns(meta, table);
    const byKey = new Map(fillableColumns(columns).map((c) => [c.key, c]));
    const fields = formFields(columns, s).flatMap((f) => byKey.get(f.key) ?? []);
    const keys = (list: typeof fields) => list.map((c) => escapeListItem(c.key)).join(',');
    const links = fields.filter(isLinkField);
    return { fields: keys(fields.filter((c) => !isLinkField(c))), ...(links.length && { relations: keys(links) }) };
  },
  submission(s, meta, table) {
    const columns = tableViewColumns(meta, table);
    const byKey = new Map(fillableColumns(columns).map((c) => [c.key, c]));
    return formFields(columns, s).flatMap((f): SubmissionField[] => {
      const c = byKey.get(f.key);
      const written = c && writtenColumn(c, columns);
      if (!c || !written) return [];
      return [
        {
          key: f.key,
          label: f.label || c.title,
          required: f.required || requiredByTable(c, columns),
          uidt: c.uidt,
          ...(isLinkField(c) && { link: { table: c.relation!.rtn, foreignKey: written.key, parentColumn: c.relation!.meta.rcn } }),
        },
      ];
    });
  },
};
