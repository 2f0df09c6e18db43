import { isReservedTableName, type TableEntry } from '@plinth/sdk';
import type { ApiClient } from '@plinth/sdk/web';
import type { DashboardTab } from './tabs.js';

/** What the tree lists per database (000 s.3 Database entry). */
export type ObjectType = 'table' | 'view' | 'function' | 'procedure' | 'sequence' | 'trigger' | 'index';
const OBJECT_TYPES: readonly ObjectType[] = ['table', 'view', 'function', 'procedure', 'sequence', 'trigger', 'index'];
export const isObjectType = (type: string): type is ObjectType => (OBJECT_TYPES as readonly string[]).includes(type);

/** A table, view or routine of one database of the project. */
export interface DbObject {
  type: ObjectType;
  dbAlias: string;
  /** The database name (`tn`, `function_name`...). */
  name: string;
  /** What the tree shows (`_tn`; a routine's name). */
  alias: string;
}

/** The tab type a table or view opens in; the grid-view plugin contributes it. */
export const TABLE_TAB_TYPE = 'table';

/**
 * The tab of a tree object. Tables and views open a `table` tab whose params are
 * `{ projectId, dbAlias, tn, _tn, type }` (the grid's contract); routines open a tab of their own
 * type with `{ projectId, dbAlias, name, type }`.
 */
export function objectTab(projectId: string, object: DbObject): DashboardTab {
  const query = { name: object.name, dbalias: object.dbAlias, type: object.type };
  if (object.type === 'table' || object.type === 'view') {
    return {
      key: `${object.type}:${object.dbAlias}:${object.name}`,
      type: TABLE_TAB_TYPE,
      name: object.alias,
      params: { projectId, dbAlias: object.dbAlias, tn: object.name, _tn: object.alias, type: object.type },
      query,
    };
  }
  return {
    key: `${object.type}:${object.dbAlias}:${object.name}`,
    type: object.type,
    name: object.alias,
    params: { projectId, dbAlias: object.dbAlias, name: object.name, type: object.type },
    query,
  };
}

/**
 * The tab type that shows an object's definition (another plugin contributes it): a view's is
 * `viewDefinition` (the view itself opens in the grid), the others' their own type.
 */
export const definitionTabType = (type: ObjectType): string | undefined =>
  type === 'table' ? undefined : type === 'view' ? 'viewDefinition' : type;

/** The definition tab of an object; `name` empty: a new object of that type (params `name: ''`). */
export function definitionTab(projectId: string, type: ObjectType, dbAlias: string, name: string, label: string): DashboardTab | undefined {
  const tabType = definitionTabType(type);
  if (!tabType) return undefined;
  return {
    key: `${tabType}:${dbAlias}:${name || '+new'}`,
    type: tabType,
    name: label,
    params: { projectId, dbAlias, name, type },
    query: { name, dbalias: dbAlias, type: tabType },
  };
}

export interface FolderOptions {
  /** UI setting: list many-to-many junction tables too. */
  includeM2M: boolean;
  /** Window setting (saved state `windows.metatables`): list the product's own tables too. */
  showMetaTables: boolean;
}

/** One lazily loaded folder of a database (000 s.2): its label, empty toast and loader. */
export interface FolderDef {
  kind: 'tables' | 'views' | 'functions' | 'procedures' | 'sequences' | 'triggers' | 'indexes';
  objectType: ObjectType;
  /** i18n keys of the `dashboard` namespace. */
  label: string;
  empty: string;
  load(api: Pick<ApiClient, 'rpc'>, projectId: string, dbAlias: string, options: FolderOptions): Promise<DbObject[]>;
}

const routines =
  (objectType: 'function' | 'procedure' | 'sequence' | 'trigger' | 'index', operation: string): FolderDef['load'] =>
  async (api, projectId, dbAlias) => {
    const nameKey = `${objectType}_name`;
    const { list } = await api.rpc<{ list: Record<string, string>[] }>(operation, { project_id: projectId, dbAlias });
    return list.map((item) => ({ type: objectType, dbAlias, name: item[nameKey] ?? '', alias: item[nameKey] ?? '' })).filter((o) => o.name);
  };

export const FOLDERS: readonly FolderDef[] = [
  {
    kind: 'tables',
    objectType: 'table',
    label: 'tree.tables',
    empty: 'empty.tables',
    async load(api, projectId, dbAlias, options) {
      const { list } = await api.rpc<{ list: TableEntry[] }>('xcTableAndViewList', {
        project_id: projectId,
        dbAlias,
        args: { includeM2M: options.includeM2M },
      });
      return list
        .filter((entry) => (entry.type ?? 'table') === 'table' && (options.showMetaTables || !isReservedTableName(entry.tn)))
        .map((entry) => ({ type: 'table', dbAlias, name: entry.tn, alias: entry._tn || entry.tn }));
    },
  },
  {
    kind: 'views',
    objectType: 'view',
    label: 'tree.views',
    empty: 'empty.views',
    async load(api, projectId, dbAlias) {
      const { list } = await api.rpc<{ list: TableEntry[] }>('viewList', { project_id: projectId, dbAlias });
      return list.map((entry) => ({ type: 'view', dbAlias, name: entry.tn, alias: entry._tn || entry.tn }));
    },
  },
  {
    kind: 'functions',
    objectType: 'function',
    label: 'tree.functions',
    empty: 'empty.functions',
    load: routines('function', 'functionList'),
  },
  {
    kind: 'procedures',
    objectType: 'procedure',
    label: 'tree.procedures',
    empty: 'empty.procedures',
    load: routines('procedure', 'procedureList'),
  },
  {
    kind: 'sequences',
    objectType: 'sequence',
    label: 'tree.sequences',
    empty: 'empty.sequences',
    load: routines('sequence', 'sequenceList'),
  },
  {
    kind: 'triggers',
    objectType: 'trigger',
    label: 'tree.triggers',
    empty: 'empty.triggers',
    load: routines('trigger', 'triggerList'),
  },
  {
    kind: 'indexes',
    objectType: 'index',
    label: 'tree.indexes',
    empty: 'empty.indexes',
    load: routines('index', 'indexList'),
  },
];

export const folderOf = (type: ObjectType): FolderDef => FOLDERS.find((folder) => folder.objectType === type)!;
