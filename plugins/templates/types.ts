/**
 * Wire types of the template service (001 sections 3 and 7), shared by the server half and any
 * web half of this plugin. Field names follow the spec verbatim.
 */
import type { RelationType, RollupFunction, Uidt } from '@plinth/sdk';

/** A physical column of a template table. */
export interface TemplateColumn {
  cn: string;
  uidt: Uidt;
  /** Options text for select types, or type arguments (`255`, `10,2`). */
  dtxp?: string;
  /** Native type, for `SpecificDBType` only. */
  dt?: string;
}

/** `_cn`: the display name of the link column in the table holding the entry. */
interface HasManyEntry {
  /** The child table (it gets the foreign key). */
  tn: string;
  _cn?: string;
}
interface ManyToManyEntry {
  rtn: string;
  _cn?: string;
}
interface BelongsToEntry {
  /** The parent table. */
  tn: string;
  /** Name of the foreign-key column in this table (default `<parent>_id`). */
  _cn?: string;
}

interface LookupEntry {
  _cn: string;
  lk: { ltn: string; type: RelationType; lcn: string };
}
interface RollupEntry {
  _cn: string;
  rl: { rltn: string; rlcn: string; type: RelationType; fn: RollupFunction };
}
export type VirtualEntry = LookupEntry | RollupEntry;

/**
 * A sample row of a template table: values by physical column name (a string, number, boolean
 * or null per the column's uidt; a list of options for `MultiSelect`; any JSON for `JSON`); a
 * belongs-to's foreign-key column takes the parent's row number (1-based, in the parent table's
 * `rows`); `_mm` maps a many-to-many partner table to row numbers there. ID columns are left to
 * the database.
 */
export type TemplateRow = Record<string, unknown> & { _mm?: Record<string, number[]> };

/** A table of a template in the saved form (the form the store keeps and answers). */
export interface TemplateTable {
  tn: string;
  columns: TemplateColumn[];
  hasMany: HasManyEntry[];
  manyToMany: ManyToManyEntry[];
  belongsTo: BelongsToEntry[];
  v: VirtualEntry[];
  /** Sample rows, inserted after the tables are made (at most 100 per table, 1000 per template). */
  rows?: TemplateRow[];
}

/** Project template document (001 section 3), normalized. */
export interface TemplateDocument {
  title: string;
  description?: string;
  category?: string;
  /** A CSS gradient or an http(s) image URL. */
  image_url?: string;
  tags: string[];
  tables: TemplateTable[];
}

/** One card of the gallery: `GET /api/v1/nc/templates` answers `{ data: TemplateListItem[], count }`. */
export interface TemplateListItem {
  id: number;
  title: string;
  description: string | null;
  category: string | null;
  image_url: string | null;
  tags: string[];
  created_at: string;
  updated_at: string;
}

/** `GET /api/v1/nc/templates/:id`: the item with its document as a JSON string. */
export interface TemplateDetail extends TemplateListItem {
  template: string;
}

export interface TemplateCategory {
  category: string;
  count: number;
}
