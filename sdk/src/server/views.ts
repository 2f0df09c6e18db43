/**
 * View types on the server: each view type plugin (grid-view, ...) provides one `ViewType` on the
 * multi token `ViewTypeToken`; the views plugin stores the records and asks the type to validate
 * settings, to seed a table's first view and to say what the view shows (its REST query), which
 * the public share link and the drawer's 'copy API URL' use.
 */
import type { TableMeta } from '../entities.js';
import type { ViewQuery } from '../views.js';

/** Where a view's table lives and how its tables are aliased (for relation column names). */
export interface ViewTableContext {
  projectId: string;
  dbAlias: string;
  tn: string;
  /** The database's client (`sqlite3`, `pg`, ...), for the query guard. */
  client: string;
  /** A table's alias (`_tn`) by name. */
  aliasOf(tn: string): string;
}

export interface ViewType<S = unknown> {
  /** Key stored on view records (`grid`). */
  type: string;
  /** Title of a table's first view of this type when none was given (`Grid`). */
  defaultTitle: string;
  /** Settings of a new view of this type. */
  defaultSettings(): S;
  /**
   * Parses settings from a request or the meta store: throws `HttpError(400, msg)` on a bad
   * shape; checks names against the table (unknown column, bad filter) with the query guard.
   */
  parseSettings(raw: unknown, meta: TableMeta, table: ViewTableContext): S;
  /**
   * Lenient read of stored settings after schema changes: drops what no longer fits the table
   * (a removed column), never throws.
   */
  readSettings(raw: unknown, meta: TableMeta, table: ViewTableContext): S;
  /** What the view shows, as REST list parameters (filters, sorts, visible column aliases). */
  query(meta: TableMeta, settings: S, table: ViewTableContext): ViewQuery;
  /**
   * The settings a shared view's visitor receives; `shownMeta` is the table meta reduced to the
   * columns the view shows (what the visitor gets). Leave out what names hidden columns and what
   * the server applies on its own (the view's filters and sorts). Absent: the settings as stored.
   */
  publicSettings?(settings: S, shownMeta: TableMeta, table: ViewTableContext): S;
  /**
   * Settings after columns of the view's table were renamed (`from` / `to`: column aliases, in
   * order); without it, names of renamed columns are dropped by the next `readSettings`.
   */
  renameColumns?(settings: S, renames: readonly { from: string; to: string }[]): S;
  /** Settings for a table's first view (e.g. carried over from an older storage); undefined: defaults. */
  initialSettings?(table: ViewTableContext): Promise<S | undefined>;
  /**
   * What a shared link of this type is for: `read` (default) answers the view's rows; `submit`
   * (a form) takes new rows through `submission` and never answers rows, not even the new one.
   */
  sharedAccess?: 'read' | 'submit';
  /**
   * The fields a visitor may fill through a `submit` link (column aliases, stored columns only),
   * with the ones the form requires; anything else a visitor sends is refused.
   */
  submission?(settings: S, meta: TableMeta, table: ViewTableContext): SubmissionField[];
}

/** A field of a shared form: a stored column's alias, its label for messages, and whether the form requires it. */
export interface SubmissionField {
  key: string;
  label: string;
  required: boolean;
  /** The column's uidt: an `Attachment` field takes only files uploaded through the same link. */
  uidt?: string;
  /**
   * A belongs-to link field: the visitor sends the id of a row of `table` (picked from its display
   * values), whose `parentColumn` value goes into the form's table as `foreignKey` (a column key).
   */
  link?: { table: string; foreignKey: string; parentColumn: string };
}

export { ViewTypeToken } from '../service-tokens.js';
