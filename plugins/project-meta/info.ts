/** What `GET /api/v1/project-meta/:projectId/info` answers (shared by the server and the Info tab). */
export interface ProjectInfoAnswer {
  id: string;
  title: string;
  projectType: string;
  status: string;
  createdAt: string;
  databases: {
    dbAlias: string;
    client: string;
    embedded: boolean;
    /** The database (or for SQLite the file's name); never a password. */
    database: string | null;
    host: string | null;
    counts: { tables: number; views: number; relations: number; manyToMany: number; virtualColumns: number };
  }[];
  /** Paths on this server: the REST base, its Swagger page and the GraphQL endpoint. */
  api: { rest: string; swagger: string; graphql: string };
}

/** What an import's preview (and the import) answers: what it creates or adds (shared by the server and the web). */
export interface ImportSummary {
  title: string;
  projectType: string;
  version: number;
  /** A new project, or one that exists (only what it lacks is added). */
  into: 'new' | 'existing';
  /** Tables the import creates. */
  tables: string[];
  /** Tables the project has already: kept, columns added. */
  existingTables: string[];
  addColumns: { tn: string; cn: string }[];
  /** Columns the project has with another type than the archive's: kept as they are. */
  differingColumns: { tn: string; cn: string; uidt: string; documentUidt: string }[];
  relations: number;
  manyToMany: number;
  virtualColumns: number;
  disabledTables: string[];
  /** Tables whose rows are loaded. */
  rows: string[];
  /** Entries of the archive's schema change log (history; not replayed). */
  schemaChanges: number;
  /** Other plugins' parts (views, acl...). */
  sections: string[];
}
