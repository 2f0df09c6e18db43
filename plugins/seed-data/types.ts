/**
 * What the seed operations (000 s.7 `seedInit/Term/Start/Stop/SettingsRead/SettingsCreate`) take
 * and answer; the server and the web share these shapes.
 */

/** The permission of every seed operation: no role of the ability table lists it, so only a project's owners and creators hold it. */
export const SEED_PERMISSION = 'seedData';

/** Rows one table may be given in one run. */
export const MAX_ROWS_PER_TABLE = 100_000;

/** The faker locales sample data can be written in. */
export const SEED_LOCALES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt_BR', 'ja', 'zh_CN', 'ko', 'ru'] as const;
export type SeedLocale = (typeof SEED_LOCALES)[number];

/** A project's settings (per database alias): which tables, how many rows each, in which locale. */
export interface SeedSettings {
  locale: SeedLocale;
  tables: { tn: string; rows: number }[];
}

/** One table of a plan, in the order it is filled (parents first). */
export interface SeedPlanTable {
  tn: string;
  _tn: string;
  rows: number;
  /** Tables of the plan this one refers to (filled before it). */
  after: string[];
  /** Many-to-many partners whose rows new rows are linked to (through the junction table). */
  links: string[];
}

export interface SeedPlan {
  locale: SeedLocale;
  tables: SeedPlanTable[];
  total: number;
}

type SeedRunStatus = 'idle' | 'running' | 'stopping' | 'done' | 'stopped' | 'failed';

/** Progress of a run: rows written per table (links counted apart). */
export interface SeedProgress {
  status: SeedRunStatus;
  runId: string | null;
  tables: { tn: string; _tn: string; done: number; total: number }[];
  links: number;
  error?: string;
  startedAt?: string;
  finishedAt?: string;
}

/** `seedSettingsRead`: the stored settings (null before the first save), the last run, and the sample rows still recorded per table. */
export interface SeedSettingsAnswer {
  settings: SeedSettings | null;
  progress: SeedProgress;
  /** Rows the seeding added that are still recorded (what `seedTerm` removes), per table, junction tables included. */
  recorded: Record<string, number>;
}

export interface SeedTermAnswer {
  msg: string;
  /** Rows removed per table. */
  removed: Record<string, number>;
}
