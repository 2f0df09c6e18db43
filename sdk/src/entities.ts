/**
 * Shared types for the entities the specification names (000 section 3, 001 section 3).
 * Field names follow the spec verbatim, underscores included: they are the wire contract.
 *
 * The spec's abbreviations: `tn` table name (in the database), `_tn` table alias (what the APIs
 * and the UI show), `cn` / `_cn` the same for columns, `rtn` / `rcn` the related (referenced)
 * table and column of a relation, `vtn` / `vcn` / `vrcn` the junction ("virtual") table of a
 * many-to-many and its two columns, `pk` primary key, `ai` auto increment, `rqd` required (NOT
 * NULL), `un` unsigned, `cdf` column default, `dt` native data type, `dtxp` / `dtxs` its extra
 * parameters (length or options / scale), `uidt` UI data type, `v` virtual columns, `lk`
 * lookup, `rl` rollup, `fn` rollup function, relation types `hm` has many, `bt` belongs to,
 * `mm` many to many.
 */

export const ROLES = ['owner', 'creator', 'editor', 'commenter', 'viewer', 'guest', 'user', 'connector'] as const;
export type BuiltInRole = (typeof ROLES)[number];
/** Role name; the built-in ones above, others are possible. */
export type RoleName = BuiltInRole | (string & {});
/** Map of role name to true, as the spec sends it. */
export type RoleMap = Partial<Record<RoleName, boolean>>;

export interface User {
  id?: string;
  email: string;
  firstname?: string;
  lastname?: string;
  roles: RoleMap;
  token?: string;
  /** The language the user chose (a LOCALES code); absent until they choose one. */
  language?: string;
}

export type AuthType = 'none' | 'jwt' | 'masterKey';

/** Answer of `GET /auth/type`. */
export interface ProjectInfo {
  env: string;
  type: 'docker' | 'mvc';
  projectHasDb: boolean;
  projectHasAdmin: boolean;
  firstUser: boolean;
  version: string;
  authType: AuthType;
}

export type ProjectApiType = 'rest' | 'graphql' | 'grpc';
export type ProjectType = ProjectApiType | 'migrations' | 'dbConnection';
export const DB_CLIENTS = ['sqlite3', 'pg', 'mysql2', 'mssql'] as const;
export type DbClient = (typeof DB_CLIENTS)[number];
export const SSL_USAGE = ['no', 'preferred', 'required', 'required-CA', 'required-identity'] as const;
export type SslUsage = (typeof SSL_USAGE)[number];

export interface ApiClientItem {
  key: string;
  value: string;
  enabled: boolean;
}

/** A table or view of a database, as the tree lists it ("Table entry"). */
export interface TableEntry {
  /** Table name in the database. */
  tn: string;
  /** Table alias: the name the APIs and the UI use. */
  _tn: string;
  type: 'table' | 'view';
  /** Position in the tree. */
  order?: number;
}

export interface DbPoolSettings {
  min?: number;
  max?: number;
  idleTimeoutMillis?: number;
  acquireTimeoutMillis?: number;
}

export interface DbConnection {
  host?: string;
  port?: number;
  user?: string;
  password?: string;
  database?: string;
  filename?: string;
  /** Schema holding the tables where the database has schemas (PostgreSQL `public`, SQL Server `dbo`). */
  schema?: string;
  /** Connection pool of the project's database. */
  pool?: DbPoolSettings;
  /** Milliseconds to wait for the server to accept a connection (default 10 s). */
  connectTimeoutMs?: number;
  ssl?: {
    usage?: SslUsage;
    ca?: string;
    key?: string;
    cert?: string;
  };
}

/** One database of an environment ("Database entry"). */
export interface DbEntry {
  client: DbClient;
  connection: DbConnection;
  meta: {
    /** The database's key within the project (`db` for the first). */
    dbAlias: string;
    /** How aliases are made from names: for tables (`tn`) and columns (`cn`), e.g. `camelize` or `none`. */
    inflection?: { tn: string; cn: string };
  };
  tables?: TableEntry[];
  views?: TableEntry[];
  functions?: { function_name: string }[];
  procedures?: { procedure_name: string }[];
  sequences?: { sequence_name: string }[];
}

export interface Env {
  db: DbEntry[];
  apiClient: { data: ApiClientItem[] };
}

export interface Project {
  id: string;
  title: string;
  prefix?: string;
  type: 'mvc' | 'docker' | 'package';
  projectType: ProjectType;
  language: 'ts';
  queriesFolder?: string;
  apisFolder?: string;
  auth?: { jwt?: { dbAlias: string } };
  envs: Record<string, Env>;
  apiClient?: { data: ApiClientItem[] };
}

export interface ProjectApiInfo {
  apiType: ProjectApiType;
  swaggerUrl: string;
  gqlApiUrl: string;
  /** The project's generated `.proto` (grpc-api plugin; 404 while it is off). */
  grpcProtoUrl: string;
}

/** UI data types of a column (001 section 3). */
export const UIDT = [
  'ID',
  'LinkToAnotherRecord',
  'ForeignKey',
  'Lookup',
  'SingleLineText',
  'LongText',
  'Attachment',
  'Checkbox',
  'MultiSelect',
  'SingleSelect',
  'Collaborator',
  'Date',
  'Year',
  'Time',
  'PhoneNumber',
  'Email',
  'URL',
  'Number',
  'Decimal',
  'Currency',
  'Percent',
  'Duration',
  'Rating',
  'Formula',
  'Rollup',
  'Count',
  'DateTime',
  'CreateTime',
  'LastModifiedTime',
  'AutoNumber',
  'Geometry',
  'JSON',
  'SpecificDBType',
  'Barcode',
  'Button',
] as const;
export type Uidt = (typeof UIDT)[number];
export const VIRTUAL_UIDT: readonly Uidt[] = ['LinkToAnotherRecord', 'Lookup', 'Formula', 'Rollup'];
export const ROLLUP_FUNCTIONS = ['count', 'min', 'max', 'avg', 'sum', 'countDistinct', 'sumDistinct', 'avgDistinct'] as const;
export type RollupFunction = (typeof ROLLUP_FUNCTIONS)[number];
export type RelationType = 'mm' | 'hm' | 'bt';

/** A column stored in the table. */
export interface ColumnMeta {
  /** Column name in the database. */
  cn: string;
  /** Column alias: the field name of API rows. */
  _cn: string;
  /** UI data type: how the grid shows and edits it and how the data service checks values. */
  uidt: Uidt;
  /** Native data type (`varchar`, `integer`...). */
  dt?: string;
  /** Part of the primary key. */
  pk?: boolean;
  /** Auto increment: the database assigns the value. */
  ai?: boolean;
  /** Required: NOT NULL. */
  rqd?: boolean;
  /** Unsigned (MySQL integers). */
  un?: boolean;
  /** Column default as SQL text; null for none. */
  cdf?: string | null;
  /** Extra type parameters: the length (`255`), or the options text of select types (`'a','b'`). */
  dtxp?: string;
}

/** A column computed from others, kept in meta only ("virtual entry"); one of lk, rl, formula, count. */
export interface VirtualColumnMeta {
  /** Its name in API rows. */
  _cn: string;
  /** Lookup: column `lcn` of the related table `ltn`, through the relation of type `type`. */
  lk?: { ltn: string; type: RelationType; lcn: string };
  /** Rollup: `fn` (sum, count...) over column `rlcn` of the related table `rltn`. */
  rl?: { rltn: string; rlcn: string; type: RelationType; fn: RollupFunction };
  /** Formula over the row's columns (`{Price} * {Qty}`). */
  formula?: { value: string };
  /** uidt Count: the number of has-many or many-to-many rows of `ctn` linked to each row. */
  count?: { ctn: string; type: 'hm' | 'mm' };
}

/**
 * A foreign key seen from one side: in `hasMany` the child table `tn` refers from its column
 * `cn` to `rcn` of this table `rtn`; in `belongsTo` this table `tn` refers from `cn` to `rcn` of
 * the parent `rtn`.
 */
export interface RelationMeta {
  /** The table holding the foreign key column. */
  tn: string;
  /** The referenced table. */
  rtn: string;
  /** The foreign key column (in `tn`). */
  cn: string;
  /** The referenced column (in `rtn`, usually its primary key). */
  rcn: string;
  /** Alias of the relation's field in API rows. */
  _cn?: string;
  /** Kept in meta only: no foreign key in the database. */
  virtual?: boolean;
}

/** Table meta as `tableXcModelGet` delivers it (as a JSON string). */
export interface TableMeta {
  /** Table name in the database. */
  tn: string;
  /** Table alias: the name in API paths and the UI. */
  _tn: string;
  type?: 'table' | 'view';
  /** Meta Management: a disabled table is hidden from the data APIs (false); default enabled. */
  enabled?: boolean;
  /** Stored columns, in table order. */
  columns: ColumnMeta[];
  /** Virtual columns: lookups, rollups, formulas, counts. */
  v?: VirtualColumnMeta[];
  /** Tables whose rows refer to this table's rows. */
  hasMany?: RelationMeta[];
  /** Tables this table's rows refer to. */
  belongsTo?: RelationMeta[];
  /**
   * Tables linked through a junction table `vtn` whose column `vcn` refers to this table's `cn`
   * and `vrcn` to the partner `rtn`'s `rcn`.
   */
  manyToMany?: (RelationMeta & { vtn: string; vcn: string; vrcn: string })[];
}

export type NotificationStatus = 'pending' | 'success' | 'error';
export interface NotificationItem {
  type: string;
  module: string;
  title: string;
  status: NotificationStatus;
  time: number;
}

/** Answer of `GET /ui_ability`. */
export interface UiAbility {
  darkTheme: boolean;
  maxTables: number;
  maxTabs: number;
  disableGA?: boolean;
  disableTelemetry?: boolean;
}

export const THEME_COLOR_KEYS = ['primary', 'secondary', 'accent', 'info', 'success', 'warning', 'error'] as const;
export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];
export type ThemeColors = Record<ThemeColorKey, string>;
export interface ThemePalette {
  name: string;
  colors: ThemeColors;
}

/** The UI settings the frame keeps (000 section 3), persisted in the browser. */
export interface UiSettings {
  darkTheme: boolean;
  themeName: string;
  customTheme: ThemeColors | null;
  language: string;
  autoUpdate: boolean;
  checkForUpdate: boolean;
  autoApplyFilter: boolean;
  includeM2M: boolean;
  tour: { home: boolean; dashboard: boolean };
  panels: Record<string, boolean>;
}

export interface ApiRequestRecord {
  type: string;
  url: string;
  body?: string;
  headers: ApiClientNamedValue[];
  params: ApiClientNamedValue[];
  auth?: string;
  response?: { status: number; headers: Record<string, string>; data: unknown };
  timeTaken?: number;
  createdAt: number;
}
export interface ApiClientNamedValue {
  name: string;
  value: string;
  enabled: boolean;
}

/** Body of `POST /dashboard?q=sqlOp_{operation}`. */
export interface RpcRequestBody<A = unknown> {
  api?: string;
  env?: string;
  dbAlias?: string;
  project_id?: string;
  args?: A;
  sqlOpPlus?: boolean;
}

/** Every error the API answers with. */
export interface ApiErrorBody {
  msg: string;
}

/** Plugin states as `/api/health` and `/api/v1/plugins` report them. */
export type PluginStateName = 'registered' | 'setup' | 'started' | 'stopped' | 'disabled' | 'blocked' | 'failed';

export interface PluginListItem {
  id: string;
  version: string;
  displayName: string;
  description?: string;
  dependsOn: string[];
  optionalDependsOn: string[];
  kind: 'built-in' | 'installed';
  state: PluginStateName;
  enabled: boolean;
  error?: string;
  hasWeb: boolean;
  hooks: string[];
  routes: string[];
  rpcOperations: string[];
  /** The App Store's category (`Other` when the manifest names none). */
  category: string;
  /** An Octicon name or an image URL path (installed plugins: inside their package). */
  icon?: string;
  /** The plugin has a settings schema (`GET /api/v1/plugins/:id/settings`). */
  hasSettings: boolean;
  /** Checks the plugin offers on its settings (e.g. 'Send a test mail'). */
  settingsTests: PluginSettingsTestItem[];
  /** Installed plugins with a web half: the URL of its ES module, loaded at run time. */
  webModule?: string;
  /** Installed plugins: where the package came from and when. */
  installed?: InstalledPluginInfo;
}

export interface PluginSettingsTestItem {
  name: string;
  /** Plain text (the plugin's own words). */
  label: string;
}

export interface InstalledPluginInfo {
  source: 'upload' | 'npm';
  /** The package name (and version) as installed. */
  package: string;
  installedAt: string;
}

/**
 * `GET /api/v1/plugins/:id/settings`: the stored settings with every write-only field (a secret:
 * `writeOnly: true` in the schema) replaced by null, and which of those hold a value.
 */
export interface PluginSettingsAnswer {
  value: Record<string, unknown>;
  /** JSON Schema (input side) of the settings, from the plugin's zod schema. */
  schema: Record<string, unknown>;
  /** Write-only fields that hold a value (shown as 'set', never sent back). */
  secretsSet: string[];
}

/** `GET /api/v1/plugins/install`: may this caller install plugins here? */
export interface PluginInstallInfo {
  /** The operator turned installing on (`PLINTH_PLUGIN_INSTALL=1`). */
  enabled: boolean;
  /** The caller is the super admin (a global owner signed in). */
  allowed: boolean;
  maxUploadBytes: number;
}

export interface HealthResponse {
  ok: boolean;
  version: string;
  plugins: Record<string, PluginStateName>;
}

/** What an audit entry records: a row write (from the data hooks) or a row comment. */
export type AuditOp = 'insert' | 'update' | 'delete' | 'comment';

/**
 * One entry of a row's audit trail (`GET /api/v1/audit/:projectId/:tn/:pk`), newest first.
 * `value` / `prevValue` are the column's values after / before the change (JSON values); a
 * comment has `cn` null and its text (plain text, never HTML) as `value`.
 */
export interface AuditEntry {
  id: string;
  op: AuditOp;
  tn: string;
  /** The row's id (`rowKey`: composite keys joined with `ROW_KEY_SEPARATOR`). */
  pk: string;
  cn: string | null;
  value: unknown;
  prevValue: unknown;
  userId: string | null;
  userEmail: string | null;
  /** ISO 8601. */
  createdAt: string;
}

/**
 * A stored file, as the upload answers it and as an Attachment cell keeps it (a JSON list of
 * these). `path` is the storage key inside the project (a generated name, never the client's);
 * `url` reads the file and carries a short-lived `?token=` so `<img src>` works without headers.
 */
export interface Attachment {
  url: string;
  /** The client's file name, for display and downloads only. */
  title: string;
  mimetype: string;
  size: number;
  path: string;
}
