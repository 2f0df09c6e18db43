import { storedIso, type Knex } from '@plinth/sdk/server';
import type { TemplateCategory, TemplateDetail, TemplateDocument, TemplateListItem } from '../types.js';

export const TEMPLATES_TABLE = 'templates_templates';

interface Row {
  id: number;
  title: string;
  description: string | null;
  category: string | null;
  image_url: string | null;
  tags: string | null;
  template: string;
  created_by: string | null;
  created_at: Date | string | number;
  updated_at: Date | string | number;
}

/** Largest id an integer column holds on every meta store. */
const MAX_ID = 2_147_483_647;

/** A template id from a path segment or an RPC argument; undefined for anything else. */
export function templateIdOf(raw: unknown): number | undefined {
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*[1-9]\d{0,9}\s*$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : undefined;
}

const LIST_COLUMNS = ['id', 'title', 'description', 'category', 'image_url', 'tags', 'created_at', 'updated_at'] as const;

/** SQLite keeps dates as epoch milliseconds, the servers as dates. */

function item(r: Pick<Row, (typeof LIST_COLUMNS)[number]>): TemplateListItem {
  return {
    id: Number(r.id),
    title: r.title,
    description: r.description,
    category: r.category,
    image_url: r.image_url,
    tags: r.tags ? (JSON.parse(r.tags) as string[]) : [],
    created_at: storedIso(r.created_at),
    updated_at: storedIso(r.updated_at),
  };
}

/** The columns a document fills: the list item fields come from the document itself. */
export function rowOf(doc: TemplateDocument) {
  return {
    title: doc.title,
    description: doc.description ?? null,
    category: doc.category ?? null,
    image_url: doc.image_url ?? null,
    tags: JSON.stringify(doc.tags),
    template: JSON.stringify(doc),
  };
}

/** `%`, `_` and the escape character itself match literally (`escape '!'` works on every client). */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

export interface ListQuery {
  category?: string;
  query?: string;
  limit: number;
  offset: number;
}

/** Templates in the meta store. */
export class TemplateStore {
  constructor(private readonly db: Knex) {}

  async list(q: ListQuery): Promise<{ list: TemplateListItem[]; count: number }> {
    const filtered = () => {
      const b = this.db(TEMPLATES_TABLE);
      if (q.category) b.where('category', q.category);
      if (q.query) {
        const p = likePattern(q.query);
        b.where((w) => {
          for (const col of ['title', 'description', 'tags']) w.orWhereRaw(`lower(??) like ? escape '!'`, [col, p]);
        });
      }
      return b;
    };
    const [counted] = await filtered().count({ n: '*' });
    const rows = await filtered()
      .select(...LIST_COLUMNS)
      .orderBy('id')
      .limit(q.limit)
      .offset(q.offset);
    return { list: rows.map(item), count: Number(counted?.n ?? 0) };
  }

  async categories(): Promise<TemplateCategory[]> {
    const rows: { category: string; n: number | string }[] = await this.db(TEMPLATES_TABLE)
      .whereNotNull('category')
      .groupBy('category')
      .orderBy('category')
      .select('category')
      .count({ n: '*' });
    return rows.map((r) => ({ category: r.category, count: Number(r.n) }));
  }

  async get(id: number): Promise<TemplateDetail | undefined> {
    const row: Row | undefined = await this.db(TEMPLATES_TABLE).where({ id }).first();
    return row && { ...item(row), template: row.template };
  }

  /** The stored document of a template (validated when it was saved). */
  async document(id: number): Promise<TemplateDocument | undefined> {
    const row: Pick<Row, 'template'> | undefined = await this.db(TEMPLATES_TABLE).where({ id }).first('template');
    return row && (JSON.parse(row.template) as TemplateDocument);
  }

  async insert(doc: TemplateDocument, by: string | null): Promise<TemplateDetail> {
    const now = new Date();
    const [ret] = await this.db(TEMPLATES_TABLE)
      .insert({ ...rowOf(doc), created_by: by, created_at: now, updated_at: now })
      .returning('id');
    // pg / SQLite answer `{ id }`, MySQL the insert id.
    const id = Number(typeof ret === 'object' && ret !== null ? (ret as { id: number }).id : ret);
    return (await this.get(id))!;
  }

  /** Replaces the document of a template; undefined when there is none with this id. */
  async update(id: number, doc: TemplateDocument): Promise<TemplateDetail | undefined> {
    const changed = await this.db(TEMPLATES_TABLE)
      .where({ id })
      .update({ ...rowOf(doc), updated_at: new Date() });
    return changed ? this.get(id) : undefined;
  }
}
