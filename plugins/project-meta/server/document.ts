/**
 * The project metadata document (`plinth-project.json` in the zip, or the whole file of a JSON
 * export), versioned so a later Plinth reads it: the project's title and API type, its tables and
 * columns, relations, virtual columns, disabled tables, the schema change log, and the parts other
 * plugins add (views, table access rules...). Never rows unless asked (`rows/<table>.csv` beside
 * it, listed in `rows`), never passwords, connection details, tokens or secrets.
 *
 * Version 2 added `schemaLog` and `rows`; a version 1 document reads as one without them.
 */
import { UIDT, z, type ProjectApiType, type TableMeta, type VirtualColumnMeta } from '@plinth/sdk';
import type { ColumnDefinition, ForeignKeyDefinition, JunctionDefinition, ProjectMetaSections, SchemaLogEntry } from '@plinth/sdk/server';

export const DOCUMENT_NAME = 'plinth-project.json';
const DOCUMENT_FORMAT = 'plinth-project-meta';
const DOCUMENT_VERSION = 2;
/** The newest schema changes an export keeps. */
export const SCHEMA_LOG_LIMIT = 1000;
/** The rows of table `tn` in an archive with rows. */
export const rowsFileName = (tn: string) => `rows/${tn}.csv`;

const name = z.string().min(1).max(128);
const columnSchema = z
  .object({
    cn: name,
    uidt: z.enum(UIDT),
    dt: z.string().max(64).optional(),
    pk: z.boolean().optional(),
    ai: z.boolean().optional(),
    rqd: z.boolean().optional(),
    un: z.boolean().optional(),
    cdf: z.string().max(1000).nullable().optional(),
    dtxp: z.string().max(10_000).optional(),
  })
  .strict();

export const documentSchema = z
  .object({
    format: z.literal(DOCUMENT_FORMAT, { error: `Not a ${DOCUMENT_FORMAT} document` }),
    version: z
      .number()
      .int()
      .min(1)
      .max(DOCUMENT_VERSION, { error: `A newer Plinth wrote this archive (version above ${DOCUMENT_VERSION})` }),
    exportedAt: z.string().max(64),
    project: z.object({ title: z.string().trim().min(1).max(255), projectType: z.enum(['rest', 'graphql', 'grpc']) }).strict(),
    client: z.string().max(32),
    tables: z.array(z.object({ tn: name, columns: z.array(columnSchema).min(1).max(1000), enabled: z.boolean() }).strict()).max(2000),
    foreignKeys: z.array(z.object({ tn: name, cn: name, rtn: name, rcn: name }).strict()).max(10_000),
    junctions: z.array(z.object({ vtn: name, vcn: name, vrcn: name, tn: name, cn: name, rtn: name, rcn: name }).strict()).max(10_000),
    // Checked by the projects plugin as each is added (the same messages as its RPC operation).
    virtualColumns: z.array(z.object({ tn: name, column: z.record(z.string(), z.unknown()) }).strict()).max(10_000),
    sections: z.record(z.string().max(64), z.unknown()),
    // History only: an import makes the schema whole, it does not replay these.
    schemaLog: z
      .array(
        z.object({
          ops: z.array(z.record(z.string(), z.unknown())).max(10_000),
          inverse: z.array(z.record(z.string(), z.unknown())).max(10_000),
          lossy: z.boolean(),
          createdAt: z.string().max(64),
          undoneAt: z.string().max(64).nullable(),
        }),
      )
      .max(SCHEMA_LOG_LIMIT)
      .default([]),
    /** Tables (and junctions) whose rows the archive holds as `rows/<tn>.csv`. */
    rows: z.array(name).max(12_000).default([]),
  })
  .strict();
export type ProjectDocument = z.infer<typeof documentSchema>;

const columnOf = (c: TableMeta['columns'][number]): ColumnDefinition => {
  const { _cn: _alias, ...definition } = c;
  return definition;
};

/** The document of a project's tables (the default database), with the plugins' sections. */
export function buildDocument(
  project: { title: string; projectType: ProjectApiType },
  client: string,
  metas: readonly TableMeta[],
  sections: ProjectMetaSections,
  schemaLog: readonly SchemaLogEntry[],
): ProjectDocument {
  const junctions = new Map<string, JunctionDefinition>();
  for (const m of metas) {
    for (const mm of m.manyToMany ?? []) {
      // Each junction appears on both of its tables: kept once, from the first side.
      if (!junctions.has(mm.vtn))
        junctions.set(mm.vtn, { vtn: mm.vtn, vcn: mm.vcn, vrcn: mm.vrcn, tn: mm.tn, cn: mm.cn, rtn: mm.rtn, rcn: mm.rcn });
    }
  }
  const tables = metas.filter((m) => (m.type ?? 'table') === 'table' && !junctions.has(m.tn));
  const foreignKeys: ForeignKeyDefinition[] = tables.flatMap((m) =>
    (m.belongsTo ?? []).map((b) => ({ tn: b.tn, cn: b.cn, rtn: b.rtn, rcn: b.rcn })),
  );
  return {
    format: DOCUMENT_FORMAT,
    version: DOCUMENT_VERSION,
    exportedAt: new Date().toISOString(),
    project: { title: project.title, projectType: project.projectType },
    client,
    tables: tables.map((m) => ({ tn: m.tn, columns: m.columns.map(columnOf), enabled: m.enabled !== false })),
    foreignKeys,
    junctions: [...junctions.values()],
    virtualColumns: tables.flatMap((m) =>
      (m.v ?? []).map((v: VirtualColumnMeta) => ({ tn: m.tn, column: { ...v } as Record<string, unknown> })),
    ),
    sections,
    schemaLog: schemaLog.map(({ ops, inverse, lossy, createdAt, undoneAt }) => ({ ops, inverse, lossy, createdAt, undoneAt })),
    rows: [],
  };
}
