/**
 * Named views of a table (000 s.1-2: views of type grid, gallery, calendar, kanban and form; the
 * views drawer: views list, create, copy, rename, delete, share, copy API URL).
 *
 * The views plugin owns the records, the drawer, share links and the public read API; each view
 * type plugin (grid-view, ...) owns its settings: it validates them on the server
 * (`ViewTypeToken`) and renders them on the web (`viewTypes` contribution). Shared by server and
 * web, so both read one shape.
 */
import type { TableMeta } from './entities.js';

/** One named view of a table. `settings` is the view type's own shape (grid: `GridSettings`). */
export interface ViewRecord<S = unknown> {
  /** Stable id (uuid). */
  id: string;
  projectId: string;
  dbAlias: string;
  /** The table's name (not its alias). */
  tn: string;
  title: string;
  /** A view type key (`grid`, ...), provided by a view type plugin. */
  type: string;
  /**
   * Position in the drawer's list, 1..n (ascending). `PATCH { order: k }` moves the view to the
   * k-th place (clamped) and shifts the others.
   */
  order: number;
  settings: S;
  /** The private link, when shared. */
  share: ViewShare | null;
  /**
   * What the view shows as REST list parameters (its filters, sorts and visible fields), from the
   * view type; the drawer's 'copy API URL' writes them after the table's REST path.
   */
  query: ViewQuery;
  createdAt: string;
  updatedAt: string;
}

export interface ViewShare {
  /** Opaque id of the private link: `/#/nc/view/{id}`. */
  id: string;
  /** Visitors must send the password (`xc-password` header). The password itself is never answered. */
  hasPassword: boolean;
}

/**
 * REST list parameters a view stands for (all optional; `fields`: column aliases, comma-joined).
 * Absent `fields` means every column; an empty `fields` (`''`) means none is shown (a shared
 * view then answers rows without values).
 */
export interface ViewQuery {
  where?: string;
  sort?: string;
  fields?: string;
  /**
   * Belongs-to relation fields the view shows (their view column keys, comma separated): a form's
   * link fields, whose parent a visitor picks by its display value; the shared meta carries them.
   */
  relations?: string;
}

/** Limits and texts of the views API (validation messages are the contract for the web app). */
export const VIEW_LIMITS = {
  /** Longest view title. */
  titleMax: 255,
  /** Views per table. */
  perTable: 100,
  /** Share password length bounds. */
  passwordMin: 1,
  passwordMax: 128,
} as const;

/**
 * Files a visitor may attach through a shared form: a few per request, bounded in size, of the
 * kinds people send through forms (pictures, documents, sheets, audio, video, archives). Markup and
 * programs (HTML, SVG, scripts, executables) are refused: a form is open to anyone with its link.
 */
export const FORM_UPLOAD_LIMITS = {
  maxFiles: 10,
  maxFileMb: 20,
  /** For a file input's `accept`. */
  accept:
    'image/png,image/jpeg,image/gif,image/webp,image/avif,image/bmp,image/tiff,application/pdf,text/plain,text/csv,application/zip,audio/*,video/*,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.rtf',
} as const;

const FORM_UPLOAD_TYPE =
  /^(image\/(png|jpeg|gif|webp|avif|bmp|tiff)|application\/(pdf|zip|rtf|msword|vnd\.ms-(excel|powerpoint)|vnd\.openxmlformats-officedocument\.[\w.]+|vnd\.oasis\.opendocument\.[\w.]+)|text\/(plain|csv)|audio\/[\w.+-]+|video\/[\w.+-]+)$/i;
const FORM_UPLOAD_EXTENSION =
  /\.(png|jpe?g|gif|webp|avif|bmp|tiff?|pdf|zip|rtf|docx?|xlsx?|pptx?|odt|ods|odp|txt|csv|mp3|m4a|wav|ogg|oga|flac|mp4|m4v|mov|webm|ogv)$/i;

/** Whether a shared form takes a file of this type and name (both must be of an allowed kind). */
export function formUploadAllowed(mimetype: string, name: string): boolean {
  return FORM_UPLOAD_TYPE.test(mimetype.split(';')[0]!.trim()) && FORM_UPLOAD_EXTENSION.test(name);
}

/** Header a visitor sends the share password in. */
export const SHARE_PASSWORD_HEADER = 'xc-password';

/**
 * What `GET /api/v1/public/views/:shareId` answers: the view and the table meta reduced to the
 * columns the view shows (a shared view shows only the cells visible in that view).
 */
export interface SharedViewInfo<S = unknown> {
  /** `access`: `read` (rows are shown) or `submit` (a form: new rows are taken, none shown). */
  view: Pick<ViewRecord<S>, 'title' | 'type' | 'settings'> & { shareId: string; access: 'read' | 'submit' };
  meta: TableMeta;
}
