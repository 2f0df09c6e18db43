/**
 * What an import changes: into a new project, everything the document holds; into an existing
 * one, only what it lacks (tables, columns, relations, junctions, virtual columns), never dropping
 * or altering what is there. Columns that exist with another type are reported and kept. The same
 * plan is the preview the user confirms and the work the import does.
 */
import type { TableMeta, VirtualColumnMeta } from '@plinth/sdk';
import type { ColumnDefinition, SchemaOp } from '@plinth/sdk/server';
import type { ImportSummary } from '../info.js';
import type { ProjectDocument } from './document.js';

export interface ImportPlan {
  into: 'new' | 'existing';
  ops: SchemaOp[];
  /** Tables the import creates (and whose rows it loads). */
  createTables: string[];
  /** Tables of the document the project has already (left as they are, columns added). */
  existingTables: string[];
  addColumns: { tn: string; cn: string }[];
  /** Columns the project has with another type than the document's: kept. */
  differingColumns: { tn: string; cn: string; uidt: string; documentUidt: string }[];
  relations: number;
  manyToMany: number;
  virtualColumns: { tn: string; column: VirtualColumnMeta }[];
  disable: string[];
  /** Tables and junctions whose rows are loaded (those the import creates). */
  rows: string[];
}

/**
 * The plan for `document` into a project whose tables are `current` (undefined: a new project,
 * on embedded SQLite), on a database of `client`.
 */
export function planImport(document: ProjectDocument, current?: readonly TableMeta[], client = 'sqlite3'): ImportPlan {
  const have = new Map((current ?? []).map((m) => [m.tn, m]));
  // Native types are the source database's: another dialect chooses its own from the uidt.
  const portable = (c: ColumnDefinition): ColumnDefinition => (document.client === client ? c : { ...c, dt: undefined });
  const createTables = document.tables.filter((t) => !have.has(t.tn));
  const existingTables = document.tables.filter((t) => have.has(t.tn));
  const addColumns: { tn: string; column: ColumnDefinition }[] = [];
  const differingColumns: ImportPlan['differingColumns'] = [];
  for (const t of existingTables) {
    const meta = have.get(t.tn)!;
    for (const c of t.columns) {
      const own = meta.columns.find((x) => x.cn === c.cn);
      if (!own) {
        // Existing rows have no value for it: added optional, without a key or auto-increment.
        if (!c.pk) addColumns.push({ tn: t.tn, column: { ...portable(c), rqd: false, ai: false } });
      } else if (own.uidt !== c.uidt) differingColumns.push({ tn: t.tn, cn: c.cn, uidt: own.uidt, documentUidt: c.uidt });
    }
  }
  const columnExists = (tn: string, cn: string) =>
    Boolean(
      have.get(tn)?.columns.some((c) => c.cn === cn) ||
      createTables.some((t) => t.tn === tn) ||
      addColumns.some((a) => a.tn === tn && a.column.cn === cn),
    );
  const hasForeignKey = (tn: string, cn: string) => (have.get(tn)?.belongsTo ?? []).some((b) => !b.virtual && b.cn === cn);
  const foreignKeys = document.foreignKeys.filter(
    (fk) => !hasForeignKey(fk.tn, fk.cn) && columnExists(fk.tn, fk.cn) && columnExists(fk.rtn, fk.rcn),
  );
  const junctions = document.junctions.filter((j) => !have.has(j.vtn));
  const ops: SchemaOp[] = [
    ...createTables.map((t): SchemaOp => ({ op: 'createTable', table: { tn: t.tn, columns: t.columns.map(portable) } })),
    ...addColumns.map(({ tn, column }): SchemaOp => ({ op: 'addColumn', tn, column })),
    ...foreignKeys.map((fk): SchemaOp => ({ op: 'addForeignKey', fk })),
    ...junctions.map((junction): SchemaOp => ({ op: 'createJunctionTable', junction })),
  ];
  const virtualName = (v: Record<string, unknown>) => String(v._cn ?? '');
  const virtualColumns = document.virtualColumns
    .filter(({ tn, column }) => {
      const meta = have.get(tn);
      const name = virtualName(column);
      return !meta || !(meta.v ?? []).some((v) => v._cn === name);
    })
    .map(({ tn, column }) => ({ tn, column: column as unknown as VirtualColumnMeta }));
  const created = new Set([...createTables.map((t) => t.tn), ...junctions.map((j) => j.vtn)]);
  return {
    into: current ? 'existing' : 'new',
    ops,
    createTables: createTables.map((t) => t.tn),
    existingTables: existingTables.map((t) => t.tn),
    addColumns: addColumns.map(({ tn, column }) => ({ tn, cn: column.cn })),
    differingColumns,
    relations: foreignKeys.length,
    manyToMany: junctions.length,
    virtualColumns,
    // Into an existing project only the tables it creates take the document's switch.
    disable: createTables.filter((t) => !t.enabled).map((t) => t.tn),
    rows: document.rows.filter((tn) => created.has(tn)),
  };
}

/** The plan as the preview shows it (and the import answers). */
export function planSummary(document: ProjectDocument, plan: ImportPlan): ImportSummary {
  return {
    title: document.project.title,
    projectType: document.project.projectType,
    version: document.version,
    into: plan.into,
    tables: plan.createTables,
    existingTables: plan.existingTables,
    addColumns: plan.addColumns,
    differingColumns: plan.differingColumns,
    relations: plan.relations,
    manyToMany: plan.manyToMany,
    virtualColumns: plan.virtualColumns.length,
    disabledTables: plan.disable,
    rows: plan.rows,
    schemaChanges: document.schemaLog.length,
    sections: Object.keys(document.sections).sort(),
  };
}
