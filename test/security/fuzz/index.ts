/**
 * The seeded fuzz of the data APIs (issue 16): hostile REST and GraphQL requests against a
 * project with relations, then the stored data checked against what accepted writes answered.
 * `PLINTH_FUZZ_SEED` and `PLINTH_FUZZ_RUNS` replay or widen a run; `PLINTH_FUZZ_ONLY=12,345`
 * sends only those requests of it (the `#` of a failure).
 */
import fc from 'fast-check';
import { graphqlCase } from './graphql-cases.js';
import { snapshot } from './ledger.js';
import { systemTableProbes } from './probes.js';
import type { FuzzProject } from './project.js';
import { restCase, type FuzzCase } from './rest-cases.js';
import { FuzzRun, type FuzzFailure, type FuzzFigures } from './runner.js';
import { unexplainedChanges } from './verify.js';

const FUZZ_SEED = Number(process.env.PLINTH_FUZZ_SEED ?? 20_160_016);
export const FUZZ_RUNS = Number(process.env.PLINTH_FUZZ_RUNS ?? 10_000);

export interface FuzzReport {
  seed: number;
  figures: FuzzFigures & { probes: number; changed: number };
  failures: FuzzFailure[];
  changes: string[];
  /** One line for the log. */
  line: string;
}

/** The generated requests of one run: the same seed, the same requests. */
function fuzzCases(p: FuzzProject, seed: number, runs: number): FuzzCase[] {
  const rest = `/nc/${p.projectId}/api/v1`;
  const graphql = `/nc/${p.projectId}/v1/graphql`;
  const request = fc.oneof({ arbitrary: restCase(p.model, rest), weight: 7 }, { arbitrary: graphqlCase(p.model, graphql), weight: 3 });
  return fc.sample(request, { seed, numRuns: runs });
}

/** Runs the probes and `runs` generated requests on `p`, then compares the stored data. */
export async function runFuzz(
  p: FuzzProject,
  options: { name: string; sqlite: boolean; seed?: number; runs?: number },
): Promise<FuzzReport> {
  const seed = options.seed ?? FUZZ_SEED;
  const runs = options.runs ?? FUZZ_RUNS;
  console.log(`fuzz ${options.name}: seed=${seed} runs=${runs} (replay with PLINTH_FUZZ_SEED=${seed})`);
  const probes = systemTableProbes(`/nc/${p.projectId}/api/v1`, `/nc/${p.projectId}/v1/graphql`);
  const cases = fuzzCases(p, seed, runs);
  // Generating blocks the event loop for seconds: kept-alive connections of the setup expire
  // meanwhile. Their overdue timers run now, so the first requests do not race their closing.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const before = await snapshot(p.knex, options.sqlite);
  // A few requests in flight at once (as clients do); no answer within 30 s is a hang.
  const run = new FuzzRun(p, { concurrency: 4, timeoutMs: 30_000 });
  const all = [...probes, ...cases];
  const only = process.env.PLINTH_FUZZ_ONLY?.split(',').map(Number);
  await run.run(all, only);
  const changes = await unexplainedChanges(p, before, await snapshot(p.knex, options.sqlite), run.ledger);
  const f = { ...run.figures, probes: probes.length, changed: changes.length };
  const line =
    `fuzz ${options.name}: seed=${seed} tried=${f.tried} (probes=${f.probes}) ok=${f.ok} refused=${f.refused} 5xx=${f.serverErrors} hangs=${f.hangs} ` +
    `changed=${f.changed} leaks=${f.leaks} badShape=${f.badShape} systemReads=${f.systemReads} grants=${f.grants} written=${f.written} retried=${f.retried}`;
  console.log(line);
  return { seed, figures: f, failures: run.failures, changes, line };
}

/** The first failures of each kind, to read in the assertion message. */
export function failureDigest(report: FuzzReport, perKind = 5): string {
  const byKind = new Map<string, FuzzFailure[]>();
  for (const f of report.failures) byKind.set(f.verdict, [...(byKind.get(f.verdict) ?? []), f]);
  const lines = [...byKind].flatMap(([kind, list]) => [
    `${kind} (${list.length}):`,
    ...list.slice(0, perKind).map((f) => `  #${f.index} ${f.why}\n    ${f.request}`),
  ]);
  return [report.line, ...lines, ...report.changes.slice(0, 10).map((c) => `changed: ${c}`)].join('\n');
}
