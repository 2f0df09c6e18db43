/**
 * What the SQL editor keeps in the meta store: every statement run (who, which project, how long,
 * how it ended: the audit the issue asks for) and the named SQL files of each project.
 */
import { storedIso, type Knex, type Migration } from '@plinth/sdk/server';

const LOG_TABLE = 'sql_editor_log';
const FILES_TABLE = 'sql_editor_files';
/** The statement text kept per log entry. */
const LOGGED_CHARS = 10_000;

export const migrations: Migration[] = [
  {
    name: '001_log_and_files',
    async up(knex) {
      await knex.schema.createTable(LOG_TABLE, (t) => {
        t.increments('id');
        t.string('project_id', 64).notNullable().index();
        t.string('user_id', 64);
        t.string('user_email', 255);
        t.text('statement').notNullable();
        t.boolean('read_only').notNullable();
        t.string('status', 16).notNullable();
        t.text('error');
        t.integer('rows');
        t.integer('duration_ms').notNullable();
        t.timestamp('created_at').notNullable();
      });
      await knex.schema.createTable(FILES_TABLE, (t) => {
        t.string('project_id', 64).notNullable();
        t.string('name', 128).notNullable();
        t.text('code').notNullable();
        t.string('updated_by', 64);
        t.timestamp('updated_at').notNullable();
        t.primary(['project_id', 'name']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(FILES_TABLE);
      await knex.schema.dropTable(LOG_TABLE);
    },
  },
];

export interface LogEntry {
  projectId: string;
  userId: string | null;
  userEmail: string | null;
  statement: string;
  readOnly: boolean;
  status: 'ok' | 'error' | 'timeout' | 'refused';
  error: string | null;
  rows: number | null;
  durationMs: number;
}

export interface SqlFile {
  name: string;
  code: string;
  updatedAt: string;
}

export class SqlEditorStore {
  constructor(private readonly db: Knex) {}

  async log(entries: LogEntry[]): Promise<void> {
    if (!entries.length) return;
    const now = new Date();
    await this.db(LOG_TABLE).insert(
      entries.map((e) => ({
        project_id: e.projectId,
        user_id: e.userId,
        user_email: e.userEmail,
        statement: e.statement.slice(0, LOGGED_CHARS),
        read_only: e.readOnly,
        status: e.status,
        error: e.error?.slice(0, LOGGED_CHARS) ?? null,
        rows: e.rows,
        duration_ms: Math.round(e.durationMs),
        created_at: now,
      })),
    );
  }

  async recentLog(projectId: string, limit: number): Promise<(LogEntry & { createdAt: string })[]> {
    const rows = await this.db(LOG_TABLE).where({ project_id: projectId }).orderBy('id', 'desc').limit(limit);
    return rows.map((r: Record<string, unknown>) => ({
      projectId: String(r.project_id),
      userId: (r.user_id as string | null) ?? null,
      userEmail: (r.user_email as string | null) ?? null,
      statement: String(r.statement),
      readOnly: Boolean(r.read_only),
      status: r.status as LogEntry['status'],
      error: (r.error as string | null) ?? null,
      rows: (r.rows as number | null) ?? null,
      durationMs: Number(r.duration_ms),
      createdAt: storedIso(r.created_at as string) ?? '',
    }));
  }

  async files(projectId: string): Promise<Omit<SqlFile, 'code'>[]> {
    const rows = await this.db(FILES_TABLE).where({ project_id: projectId }).orderBy('name').select('name', 'updated_at');
    return rows.map((r: { name: string; updated_at: string }) => ({ name: r.name, updatedAt: storedIso(r.updated_at) ?? '' }));
  }

  async file(projectId: string, name: string): Promise<SqlFile | undefined> {
    const r = await this.db(FILES_TABLE).where({ project_id: projectId, name }).first();
    return r && { name: r.name, code: r.code, updatedAt: storedIso(r.updated_at) ?? '' };
  }

  async saveFile(projectId: string, name: string, code: string, by: string | null): Promise<SqlFile> {
    const updatedAt = new Date();
    await this.db.transaction(async (trx) => {
      await trx(FILES_TABLE).where({ project_id: projectId, name }).delete();
      await trx(FILES_TABLE).insert({ project_id: projectId, name, code, updated_by: by, updated_at: updatedAt });
    });
    return { name, code, updatedAt: updatedAt.toISOString() };
  }

  async deleteFile(projectId: string, name: string): Promise<boolean> {
    return (await this.db(FILES_TABLE).where({ project_id: projectId, name }).delete()) > 0;
  }

  async forgetProject(projectId: string): Promise<void> {
    await this.db(LOG_TABLE).where({ project_id: projectId }).delete();
    await this.db(FILES_TABLE).where({ project_id: projectId }).delete();
  }
}
