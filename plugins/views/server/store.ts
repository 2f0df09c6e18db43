/**
 * Named views in the meta store: list (seeding a table's first view), create / copy, rename,
 * reorder, delete, settings and share links. Every change runs in a transaction; titles are
 * unique per table through the database (`title_key`), so concurrent requests cannot make two
 * views of one name, nor two first views.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { VIEW_FIELD_KEYS, VIEW_LIMITS, type ViewRecord } from '@plinth/sdk';
import {
  hashPassword,
  HttpError,
  isRecord,
  storedIso,
  type Knex,
  type ServerContext,
  type StoredTime,
  type ColumnRename,
  type TableRename,
  type ViewType,
} from '@plinth/sdk/server';
import { VIEWS_TABLE } from './migrations.js';
import { DEFAULT_DB_ALIAS, firstViewType, viewType, viewTypes, type ViewTable } from './tables.js';

export interface ViewRow {
  id: string;
  project_id: string;
  db_alias: string;
  tn: string;
  title: string;
  title_key: string;
  type: string;
  sort_order: number;
  settings: string;
  created_by: string | null;
  created_at: StoredTime;
  updated_at: StoredTime;
  share_id: string | null;
  share_password: string | null;
}

/** A share link's id: 192 random bits, URL-safe; the link is the credential, so it cannot be guessed. */
const newShareId = () => randomBytes(24).toString('base64url');

/** What makes two titles the same view name in a table. */
const titleKey = (title: string) => title.trim().toLowerCase();

const duplicate = (title: string) => new HttpError(409, `A view named "${title}" already exists`);
const viewNotFound = () => new HttpError(404, 'View not found');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Stored settings read leniently by the view type: a dropped column never breaks a view. */
export function readSettings(type: ViewType | undefined, row: Pick<ViewRow, 'settings'>, table: ViewTable): unknown {
  const raw = parseJson(row.settings);
  if (!type) return raw ?? {};
  try {
    return type.readSettings(raw, table.meta, table.context);
  } catch {
    return type.defaultSettings();
  }
}

/**
 * A view's settings copied into a view of another type: the part every type shares (filters,
 * sorts, hidden fields, order) over the target's defaults, read leniently by the target (what it
 * does not take is left out).
 */
function carriedSettings(target: ViewType, source: unknown, table: ViewTable): unknown {
  const shared = isRecord(source) ? Object.fromEntries(VIEW_FIELD_KEYS.filter((k) => k in source).map((k) => [k, source[k]])) : {};
  const defaults = target.defaultSettings();
  try {
    return target.readSettings({ ...(isRecord(defaults) ? defaults : {}), ...shared }, table.meta, table.context);
  } catch {
    return defaults;
  }
}

export class ViewStore {
  constructor(private readonly ctx: ServerContext) {}

  private get db(): Knex {
    return this.ctx.meta;
  }

  private tableKey(table: ViewTable) {
    return { project_id: table.context.projectId, db_alias: table.context.dbAlias, tn: table.context.tn };
  }

  /** The record the API answers: settings read leniently, the query the view stands for. */
  toRecord(row: ViewRow, table: ViewTable): ViewRecord {
    const type = viewTypes(this.ctx).get(row.type);
    const settings = readSettings(type, row, table);
    let query: ViewRecord['query'] = {};
    try {
      query = type ? type.query(table.meta, settings, table.context) : {};
    } catch (err) {
      this.ctx.log.warn(`View ${row.id}: its type could not say what it shows`, err);
    }
    return {
      id: row.id,
      projectId: row.project_id,
      dbAlias: row.db_alias,
      tn: row.tn,
      title: row.title,
      type: row.type,
      order: row.sort_order,
      settings,
      share: row.share_id ? { id: row.share_id, hasPassword: Boolean(row.share_password) } : null,
      query,
      createdAt: storedIso(row.created_at),
      updatedAt: storedIso(row.updated_at),
    };
  }

  private rows(db: Knex | Knex.Transaction, table: ViewTable): Promise<ViewRow[]> {
    return db(VIEWS_TABLE)
      .where(this.tableKey(table))
      .orderBy([{ column: 'sort_order' }, { column: 'created_at' }, { column: 'id' }]) as Promise<ViewRow[]>;
  }

  private async row(db: Knex | Knex.Transaction, table: ViewTable, id: string): Promise<ViewRow> {
    const row = (await db(VIEWS_TABLE)
      .where({ ...this.tableKey(table), id })
      .first()) as ViewRow | undefined;
    if (!row) throw viewNotFound();
    return row;
  }

  /** Inserts unless the table already has a view of that title; true when inserted. */
  private async insert(db: Knex | Knex.Transaction, row: ViewRow): Promise<boolean> {
    await db(VIEWS_TABLE).insert(row).onConflict(['project_id', 'db_alias', 'tn', 'title_key']).ignore();
    return Boolean(await db(VIEWS_TABLE).where({ id: row.id }).first('id'));
  }

  private newRow(table: ViewTable, fields: Pick<ViewRow, 'title' | 'type' | 'sort_order' | 'settings' | 'created_by'>): ViewRow {
    const now = new Date();
    return {
      id: randomUUID(),
      ...this.tableKey(table),
      ...fields,
      title_key: titleKey(fields.title),
      created_at: now,
      updated_at: now,
      share_id: null,
      share_password: null,
    };
  }

  /**
   * The table's views in order; a table without any gets its first one (once, whoever asks first),
   * titled in `language` (the first asker's: a title is the project's data from then on).
   */
  async list(table: ViewTable, userId: string | null, language = 'en'): Promise<ViewRecord[]> {
    let rows = await this.rows(this.db, table);
    if (rows.length === 0) {
      const type = firstViewType(this.ctx);
      const initial = await type.initialSettings?.(table.context);
      const settings = initial === undefined ? type.defaultSettings() : type.readSettings(initial, table.meta, table.context);
      // A concurrent first list inserted the same title: the database keeps one of the two.
      await this.insert(
        this.db,
        this.newRow(table, {
          title: this.ctx.messages.translate(type.defaultTitle, language),
          type: type.type,
          sort_order: 1,
          settings: JSON.stringify(settings),
          created_by: userId,
        }),
      );
      rows = await this.rows(this.db, table);
    }
    return rows.map((r) => this.toRecord(r, table));
  }

  /** The table's stored views in order, without making a first one (an export reads, never writes). */
  async stored(table: ViewTable): Promise<ViewRecord[]> {
    return (await this.rows(this.db, table)).map((r) => this.toRecord(r, table));
  }

  async get(table: ViewTable, id: string): Promise<ViewRecord> {
    return this.toRecord(await this.row(this.db, table, id), table);
  }

  /** A new view at the end of the list: a type's defaults, or a copy of another view's type and settings. */
  async create(table: ViewTable, input: { title: string; type?: string; copyFrom?: string }, userId: string | null): Promise<ViewRecord> {
    const row = await this.db.transaction(async (trx) => {
      let type: string;
      let settings: unknown;
      if (input.copyFrom !== undefined) {
        const source = await this.row(trx, table, input.copyFrom);
        const copied = readSettings(viewTypes(this.ctx).get(source.type), source, table);
        const target = input.type === undefined || input.type === source.type ? undefined : viewType(this.ctx, input.type);
        type = target?.type ?? source.type;
        settings = target ? carriedSettings(target, copied, table) : copied;
      } else {
        const t = input.type === undefined ? firstViewType(this.ctx) : viewType(this.ctx, input.type);
        type = t.type;
        settings = t.defaultSettings();
      }
      const rows = await this.rows(trx, table);
      if (rows.length >= VIEW_LIMITS.perTable) throw new HttpError(400, `A table has at most ${VIEW_LIMITS.perTable} views`);
      if (rows.some((r) => r.title_key === titleKey(input.title))) throw duplicate(input.title);
      const order = Math.max(0, ...rows.map((r) => r.sort_order)) + 1;
      const row = this.newRow(table, {
        title: input.title,
        type,
        sort_order: order,
        settings: JSON.stringify(settings),
        created_by: userId,
      });
      if (!(await this.insert(trx, row))) throw duplicate(input.title);
      return row;
    });
    return this.get(table, row.id);
  }

  /**
   * Renames and / or moves a view. `order` is the 1-based place the view moves to (clamped to
   * the list); the views between shift by one and the table's orders stay 1..n.
   */
  async update(table: ViewTable, id: string, patch: { title?: string; order?: number }): Promise<ViewRecord> {
    try {
      await this.db.transaction(async (trx) => {
        const row = await this.row(trx, table, id);
        const now = new Date();
        if (patch.title !== undefined && patch.title !== row.title) {
          const key = titleKey(patch.title);
          const other = (await trx(VIEWS_TABLE)
            .where({ ...this.tableKey(table), title_key: key })
            .whereNot({ id })
            .first('id')) as unknown;
          if (other) throw duplicate(patch.title);
          await trx(VIEWS_TABLE).where({ id }).update({ title: patch.title, title_key: key, updated_at: now });
        }
        if (patch.order !== undefined) {
          const rows = (await this.rows(trx, table)).filter((r) => r.id !== id);
          const place = Math.min(Math.max(patch.order, 1), rows.length + 1);
          rows.splice(place - 1, 0, row);
          await this.renumber(trx, rows, id, now);
        }
      });
    } catch (err) {
      // A concurrent rename took the title between the check and the update.
      if (!(err instanceof HttpError) && patch.title !== undefined && (await this.titleTaken(table, patch.title, id)))
        throw duplicate(patch.title);
      throw err;
    }
    return this.get(table, id);
  }

  private async titleTaken(table: ViewTable, title: string, exceptId: string): Promise<boolean> {
    return Boolean(
      await this.db(VIEWS_TABLE)
        .where({ ...this.tableKey(table), title_key: titleKey(title) })
        .whereNot({ id: exceptId })
        .first('id'),
    );
  }

  /** Stores 1..n as the rows' orders where they differ; `movedId` also gets a new `updated_at`. */
  private async renumber(trx: Knex.Transaction, rows: ViewRow[], movedId: string | undefined, now: Date): Promise<void> {
    for (const [i, r] of rows.entries()) {
      if (r.sort_order !== i + 1 || r.id === movedId) {
        await trx(VIEWS_TABLE)
          .where({ id: r.id })
          .update({ sort_order: i + 1, ...(r.id === movedId && { updated_at: now }) });
      }
    }
  }

  async remove(table: ViewTable, id: string): Promise<void> {
    await this.db.transaction(async (trx) => {
      const rows = await this.rows(trx, table);
      if (!rows.some((r) => r.id === id)) throw viewNotFound();
      if (rows.length <= 1) throw new HttpError(400, 'The last view of a table cannot be deleted');
      await trx(VIEWS_TABLE).where({ id }).delete();
      await this.renumber(
        trx,
        rows.filter((r) => r.id !== id),
        undefined,
        new Date(),
      );
    });
  }

  /** Validates settings with the view's type (400 with its message) and stores them. */
  async saveSettings(table: ViewTable, id: string, raw: unknown): Promise<ViewRecord> {
    await this.db.transaction(async (trx) => {
      const row = await this.row(trx, table, id);
      const settings = viewType(this.ctx, row.type).parseSettings(raw, table.meta, table.context);
      await trx(VIEWS_TABLE)
        .where({ id })
        .update({ settings: JSON.stringify(settings), updated_at: new Date() });
    });
    return this.get(table, id);
  }

  /** Shares the view (keeping its link when already shared); a password string sets it, null / absent removes it. */
  async share(table: ViewTable, id: string, password: string | null | undefined): Promise<ViewRecord> {
    // Hashed before the transaction: scrypt takes tens of milliseconds.
    const hash = typeof password === 'string' ? await hashPassword(password) : null;
    await this.db.transaction(async (trx) => {
      const row = await this.row(trx, table, id);
      if (row.db_alias !== DEFAULT_DB_ALIAS) throw new HttpError(400, 'Only views of the default database can be shared');
      await trx(VIEWS_TABLE)
        .where({ id })
        .update({ share_id: row.share_id ?? newShareId(), share_password: hash, updated_at: new Date() });
    });
    return this.get(table, id);
  }

  async unshare(table: ViewTable, id: string): Promise<ViewRecord> {
    await this.db.transaction(async (trx) => {
      await this.row(trx, table, id);
      await trx(VIEWS_TABLE).where({ id }).update({ share_id: null, share_password: null, updated_at: new Date() });
    });
    return this.get(table, id);
  }

  async byShareId(shareId: string): Promise<ViewRow | undefined> {
    return (await this.db(VIEWS_TABLE).where({ share_id: shareId }).first()) as ViewRow | undefined;
  }

  async forgetProject(projectId: string): Promise<void> {
    await this.db(VIEWS_TABLE).where({ project_id: projectId }).delete();
  }

  /**
   * Moves the views of renamed tables to their new names, renames in order (`a -> b`, then
   * `b -> c`). Views still stored under a new name belonged to a table dropped earlier whose
   * views were not cleaned up: they go first, as the new name cannot have had a live table.
   */
  async followRenames(projectId: string, dbAlias: string, renames: readonly TableRename[]): Promise<void> {
    await this.db.transaction(async (trx) => {
      for (const { from, to } of renames) {
        if (from === to) continue;
        await trx(VIEWS_TABLE).where({ project_id: projectId, db_alias: dbAlias, tn: to }).delete();
        await trx(VIEWS_TABLE).where({ project_id: projectId, db_alias: dbAlias, tn: from }).update({ tn: to });
      }
    });
  }

  /**
   * Carries renamed columns into the stored settings of their tables' views (`renames` name each
   * table by its name after the change, as the views already moved with `followRenames`), through
   * the view type's `renameColumns` with the aliases in order; views of a type without it, or
   * whose type is not running, are left as stored. One transaction for all tables.
   */
  async followColumnRenames(projectId: string, dbAlias: string, renames: readonly ColumnRename[]): Promise<void> {
    const byTable = new Map<string, { from: string; to: string }[]>();
    for (const r of renames) {
      if (r.fromAlias === r.toAlias) continue;
      const list = byTable.get(r.tn) ?? byTable.set(r.tn, []).get(r.tn)!;
      list.push({ from: r.fromAlias, to: r.toAlias });
    }
    if (byTable.size === 0) return;
    const types = viewTypes(this.ctx);
    await this.db.transaction(async (trx) => {
      const rows = (await trx(VIEWS_TABLE)
        .where({ project_id: projectId, db_alias: dbAlias })
        .whereIn('tn', [...byTable.keys()])
        .select('id', 'tn', 'type', 'settings')) as Pick<ViewRow, 'id' | 'tn' | 'type' | 'settings'>[];
      for (const row of rows) {
        const type = types.get(row.type);
        if (!type?.renameColumns) continue;
        const raw = parseJson(row.settings);
        if (raw === undefined) continue;
        let settings: string;
        try {
          settings = JSON.stringify(type.renameColumns(raw, byTable.get(row.tn)!));
        } catch (err) {
          // One type failing leaves its view as stored (read leniently later), not the others.
          this.ctx.log.warn(`View ${row.id}: its settings could not follow renamed columns`, err);
          continue;
        }
        // Not the user's edit: updated_at stays.
        if (settings !== row.settings) await trx(VIEWS_TABLE).where({ id: row.id }).update({ settings });
      }
    });
  }

  /** Deletes the views of a database's tables not in `existing` (dropped ones). */
  async forgetTablesExcept(projectId: string, dbAlias: string, existing: readonly string[]): Promise<number> {
    const stored = (await this.db(VIEWS_TABLE).where({ project_id: projectId, db_alias: dbAlias }).distinct('tn')) as { tn: string }[];
    const keep = new Set(existing);
    const gone = stored.map((r) => r.tn).filter((tn) => !keep.has(tn));
    if (gone.length === 0) return 0;
    return this.db(VIEWS_TABLE).where({ project_id: projectId, db_alias: dbAlias }).whereIn('tn', gone).delete();
  }
}
