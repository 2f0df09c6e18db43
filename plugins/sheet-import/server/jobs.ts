/**
 * An import job: the tables in one schema change (in a new project, or new tables of an existing
 * one), then each sheet's rows streamed, converted and inserted through the data service in
 * chunks (each chunk one transaction). A failure or a cancel rolls back: a new project is deleted
 * again, new tables of an existing project dropped again; the job says why and how many rows had
 * been inserted.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Principal, ProjectsService, SchemaOp, ServerContext, TableDataService } from '@plinth/sdk/server';
import type { JobState } from '../sheet.js';
import { rowConverter, type TargetColumn } from './convert.js';
import { csvSource, workbookSources, type SheetSource } from './readers.js';
import { ownerOf, type StoredUpload } from './uploads.js';

/** Rows per insert (and transaction). */
const CHUNK_ROWS = 2_000;
/** Finished jobs are kept this long for their status. */
const KEEP_FINISHED_MS = 60 * 60 * 1000;

/** One table to make and fill from a sheet. */
export interface TablePlan {
  sheet: number;
  tn: string;
  headerRow: number;
  columns: (TargetColumn & { options?: string[] })[];
}

export interface JobServices {
  ctx: ServerContext;
  projects: ProjectsService;
  data: TableDataService;
}

class CancelledError extends Error {}

export class ImportJob {
  readonly id = randomUUID();
  readonly owner: string;
  readonly state: JobState;
  private cancelled = false;
  finishedAt?: number;

  constructor(
    principal: Principal,
    private readonly upload: StoredUpload,
    private readonly tables: TablePlan[],
  ) {
    this.owner = ownerOf(principal);
    const rowsTotal = tables.reduce((n, t) => n + Math.max(0, (upload.answer.sheets[t.sheet]?.totalRows ?? 0) - t.headerRow), 0);
    this.state = { id: this.id, status: 'running', projectId: upload.projectId, rowsDone: 0, rowsTotal, tables: tables.map((t) => t.tn) };
  }

  cancel(): void {
    if (this.state.status === 'running') this.cancelled = true;
  }

  /** Runs to the end; never rejects (the state holds the outcome). */
  async run(services: JobServices, principal: Principal, newProjectTitle: string | undefined): Promise<void> {
    const { ctx, projects } = services;
    const userId = principal.userId ?? null;
    let created: 'project' | 'tables' | undefined;
    let outcome: Partial<typeof this.state>;
    try {
      if (newProjectTitle !== undefined) {
        const project = await projects.create({ title: newProjectTitle, projectType: 'rest' }, principal);
        this.state.projectId = project.id;
        created = 'project';
      }
      const projectId = this.state.projectId!;
      await projects.changeSchema(projectId, undefined, this.tables.map(createTableOp), userId);
      created ??= 'tables';
      const sources = await this.sources();
      for (const table of this.tables) await this.fill(services, projectId, table, sources[table.sheet]!, principal);
      // A CSV's total was counted in lines; now it is known.
      outcome = { rowsTotal: this.state.rowsDone, status: 'done' };
    } catch (err) {
      if (!(err instanceof CancelledError) && !isBadInput(err)) ctx.log.error(`Sheet import ${this.id} failed`, err);
      const rolledBack = await this.rollBack(services, created, userId);
      outcome = {
        rolledBack,
        error: this.cancelled ? 'Import cancelled' : err instanceof Error ? err.message : String(err),
        status: this.cancelled ? 'cancelled' : 'failed',
      };
    }
    // The state says how it ended only once the rollback is over and the upload is gone.
    await rm(this.upload.path, { force: true }).catch((err: unknown) => ctx.log.warn(`Sheet import ${this.id}: upload not removed`, err));
    this.finishedAt = Date.now();
    Object.assign(this.state, outcome);
  }

  get expired(): boolean {
    return this.finishedAt !== undefined && Date.now() - this.finishedAt > KEEP_FINISHED_MS;
  }

  private async sources(): Promise<SheetSource[]> {
    const { kind, path, answer } = this.upload;
    if (kind === 'csv' || kind === 'tsv') return [await csvSource(path, kind, answer.sheets[0]!.name)];
    return workbookSources(path);
  }

  private async fill(services: JobServices, projectId: string, table: TablePlan, source: SheetSource, principal: Principal) {
    const convert = rowConverter(table.columns);
    const actor = { userId: principal.userId ?? null, userEmail: principal.email ?? null };
    let rowNumber = 0;
    let chunk: Record<string, unknown>[] = [];
    const flush = async () => {
      if (this.cancelled) throw new CancelledError('Import cancelled');
      if (!chunk.length) return;
      this.state.rowsDone += await services.data.insertBulk(projectId, table.tn, chunk, actor);
      chunk = [];
    };
    for await (const batch of source.batches()) {
      for (const row of batch) {
        rowNumber++;
        if (rowNumber <= table.headerRow) continue;
        chunk.push(convert(row, rowNumber));
        if (chunk.length >= CHUNK_ROWS) await flush();
      }
    }
    await flush();
  }

  private async rollBack(services: JobServices, created: 'project' | 'tables' | undefined, userId: string | null): Promise<boolean> {
    const projectId = this.state.projectId;
    if (!created || !projectId) return true;
    try {
      if (created === 'project') await services.projects.delete(projectId, { dropDatabase: true });
      else
        await services.projects.changeSchema(
          projectId,
          undefined,
          this.tables.map((t): SchemaOp => ({ op: 'dropTable', tn: t.tn })),
          userId,
        );
      return true;
    } catch (err) {
      services.ctx.log.error(`Could not roll back the sheet import ${this.id} in project ${projectId}`, err);
      return false;
    }
  }
}

const isBadInput = (err: unknown) => {
  const status = (err as { status?: number })?.status;
  return typeof status === 'number' && status < 500;
};

function createTableOp(t: TablePlan): SchemaOp {
  return {
    op: 'createTable',
    table: {
      tn: t.tn,
      columns: [
        { cn: 'id', uidt: 'ID' },
        ...t.columns.map((c) => ({
          cn: c.cn,
          uidt: c.uidt,
          ...(c.uidt === 'SingleSelect' && c.options?.length ? { dtxp: c.options.map((o) => `'${o}'`).join(',') } : {}),
        })),
      ],
    },
  };
}
