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
