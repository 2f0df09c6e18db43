import { SSL_USAGE, type DbClient, type DbConnection, type ProjectApiType, type SslUsage } from '@plinth/sdk';
import type { Inflection } from '@plinth/sdk/server';
import { defaultDb, type DbInput, type Project, type ProjectInput } from './api.js';

/** What the server answers in place of a stored secret. */
export const REDACTED = '********';

export type SslFile = 'key' | 'cert' | 'ca';
export const SSL_FILES: readonly SslFile[] = ['key', 'cert', 'ca'];
export const INFLECTIONS: readonly Inflection[] = ['none', 'camelize'];
/** The database types in the spec's order. */
export const CLIENTS: readonly DbClient[] = ['mysql2', 'pg', 'mssql', 'sqlite3'];

/** The create / edit form of a project on an external database (000 s.2). */
export interface ProjectForm {
  title: string;
  projectType: ProjectApiType;
  client: DbClient;
  connection: DbConnection;
  createIfNotExists: boolean;
  inflection: { tn: Inflection; cn: Inflection };
}

/** Connection defaults of each database type (its usual port and administrator). */
const CLIENT_DEFAULTS: Record<DbClient, DbConnection> = {
  mysql2: { host: 'localhost', port: 3306, user: 'root', password: '', database: '' },
  pg: { host: 'localhost', port: 5432, user: 'postgres', password: '', database: '' },
  mssql: { host: 'localhost', port: 1433, user: 'sa', password: '', database: '' },
  sqlite3: { filename: '' },
};

const defaultConnection = (client: DbClient): DbConnection => ({ ...CLIENT_DEFAULTS[client] });

export function emptyForm(client: DbClient = 'pg'): ProjectForm {
  return {
    title: '',
    projectType: 'rest',
    client,
    connection: defaultConnection(client),
    createIfNotExists: true,
    inflection: { tn: 'none', cn: 'none' },
  };
}

/**
 * Switches the database type. Port and username follow the new type unless the user changed
 * them; host, password and database name are kept between server types; SQLite has a file only.
 */
export function changeClient(form: ProjectForm, client: DbClient): ProjectForm {
  if (client === form.client) return form;
  const before = CLIENT_DEFAULTS[form.client];
  const after = defaultConnection(client);
  if (client === 'sqlite3' || form.client === 'sqlite3') return { ...form, client, connection: after };
  const c = form.connection;
  const connection: DbConnection = {
    ...c,
    port: c.port === undefined || c.port === before.port ? after.port : c.port,
    user: !c.user || c.user === before.user ? after.user : c.user,
    // A stored password belongs to the stored database type.
    password: c.password === REDACTED ? '' : c.password,
  };
  return { ...form, client, connection };
}

/** The form for editing a project, from the (redacted) project the server answers. */
export function formFromProject(project: Project): ProjectForm {
  const db = defaultDb(project);
  const form = emptyForm(db?.client ?? 'sqlite3');
  return {
    ...form,
    title: project.title,
    projectType: project.projectType,
    ...(db && { connection: { ...db.connection }, inflection: { ...db.inflection }, createIfNotExists: false }),
  };
}

/** A field's problem, as an i18n key; an empty object when the form may be sent. */
export type FormProblems = Partial<Record<'title' | 'filename' | 'host' | 'port' | 'user' | 'database', string>>;

export function titleProblem(title: string): string | undefined {
  return title.trim() ? undefined : 'validation.titleRequired';
}

export function validateForm(form: ProjectForm, withDb: boolean): FormProblems {
  const problems: FormProblems = {};
  const title = titleProblem(form.title);
  if (title) problems.title = title;
  if (!withDb) return problems;
  const c = form.connection;
  if (form.client === 'sqlite3') {
    if (!c.filename?.trim()) problems.filename = 'validation.filenameRequired';
    return problems;
  }
  if (!c.host?.trim()) problems.host = 'validation.hostRequired';
  if (c.port === undefined || !Number.isInteger(c.port) || c.port < 1 || c.port > 65535) problems.port = 'validation.portInvalid';
  if (!c.user?.trim()) problems.user = 'validation.userRequired';
  if (!c.database?.trim()) problems.database = 'validation.databaseRequired';
  return problems;
}

export const hasProblems = (problems: FormProblems) => Object.keys(problems).length > 0;

/** SSL settings to send: none for usage `no` without files; redacted (stored) files are left out. */
function sslToSend(ssl: DbConnection['ssl']): DbConnection['ssl'] | undefined {
  if (!ssl) return undefined;
  const files = Object.fromEntries(SSL_FILES.flatMap((f) => (ssl[f] && ssl[f] !== REDACTED ? [[f, ssl[f]]] : [])));
  const usage: SslUsage = ssl.usage ?? 'no';
  if (usage === 'no' && Object.keys(files).length === 0) return undefined;
  return { usage, ...files };
}

/**
 * The connection as sent: text trimmed, empty values left out, SQLite with its file only.
 * `keepEmptyPassword` (editing) sends an emptied password, which replaces the stored one.
 */
export function connectionToSend(form: ProjectForm, keepEmptyPassword = false): DbConnection {
  const c = form.connection;
  if (form.client === 'sqlite3') return { filename: c.filename?.trim() ?? '' };
  const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
  const connection: DbConnection = {
    host: text(c.host),
    port: c.port,
    user: text(c.user),
    password: c.password || (keepEmptyPassword && c.password === '' ? '' : undefined),
    database: text(c.database),
    ssl: sslToSend(c.ssl),
  };
  return Object.fromEntries(Object.entries(connection).filter(([, v]) => v !== undefined)) as DbConnection;
}

function dbToSend(form: ProjectForm, editing = false): DbInput {
  return {
    client: form.client,
    connection: connectionToSend(form, editing),
    createIfNotExists: form.createIfNotExists,
    inflection: form.inflection,
  };
}

/** The `projectCreate` / `projectUpdate` args; `withDb` false for embedded projects (name and access type only). */
export function projectToSend(form: ProjectForm, options: { withDb: boolean; editing?: boolean }): ProjectInput {
  const base = { title: form.title.trim(), projectType: form.projectType };
  return options.withDb ? { ...base, db: dbToSend(form, options.editing) } : base;
}

export function isSslUsage(value: unknown): value is SslUsage {
  return typeof value === 'string' && (SSL_USAGE as readonly string[]).includes(value);
}
