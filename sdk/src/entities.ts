/**
 * Shared types for the entities the specification names (000 section 3, 001 section 3).
 * Field names follow the spec verbatim, underscores included: they are the wire contract.
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

export type ProjectApiType = 'rest' | 'graphql';
export type ProjectType = ProjectApiType | 'grpc' | 'migrations' | 'dbConnection';
export const DB_CLIENTS = ['sqlite3', 'pg', 'mysql2', 'mssql'] as const;
export type DbClient = (typeof DB_CLIENTS)[number];
export const SSL_USAGE = ['no', 'preferred', 'required', 'required-CA', 'required-identity'] as const;
export type SslUsage = (typeof SSL_USAGE)[number];

export interface ApiClientItem {
  key: string;
  value: string;
  enabled: boolean;
}

export interface TableEntry {
  tn: string;
  _tn: string;
  type: 'table' | 'view';
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
    dbAlias: string;
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

export interface ColumnMeta {
  cn: string;
  _cn: string;
  uidt: Uidt;
  /** Native data type. */
  dt?: string;
  pk?: boolean;
  ai?: boolean;
  rqd?: boolean;
  un?: boolean;
  cdf?: string | null;
  /** Options text for select types. */
  dtxp?: string;
}

export interface VirtualColumnMeta {
  _cn: string;
  lk?: { ltn: string; type: RelationType; lcn: string };
  rl?: { rltn: string; rlcn: string; type: RelationType; fn: RollupFunction };
  formula?: { value: string };
  /** uidt Count: the number of has-many or many-to-many rows of `ctn` linked to each row. */
  count?: { ctn: string; type: 'hm' | 'mm' };
}

export interface RelationMeta {
  tn: string;
  rtn: string;
  cn: string;
  rcn: string;
  _cn?: string;
  /** Kept in meta only: no foreign key in the database. */
  virtual?: boolean;
}

/** Table meta as `tableXcModelGet` delivers it (as a JSON string). */
export interface TableMeta {
  tn: string;
  _tn: string;
  type?: 'table' | 'view';
  /** Meta Management: a disabled table is hidden from the data APIs (false); default enabled. */
  enabled?: boolean;
  columns: ColumnMeta[];
  v?: VirtualColumnMeta[];
  hasMany?: RelationMeta[];
  belongsTo?: RelationMeta[];
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

export interface TabItem {
  name: string;
  key: string;
  _nodes: {
    env: string;
    dbAlias: string;
    type: string;
    tn?: string;
    view_name?: string;
    function_name?: string;
    procedure_name?: string;
    sequence_name?: string;
  };
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
  /** Primary key values joined with `___` (composite keys). */
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
