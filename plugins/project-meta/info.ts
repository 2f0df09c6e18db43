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
