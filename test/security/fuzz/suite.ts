/**
 * The fuzz as a vitest suite on one database: one file per database, so vitest runs them side by
 * side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectTargets, type ProjectTarget } from '@plinth/sdk/testing';
import { failureDigest, FUZZ_RUNS, runFuzz } from './index.js';
import { openFuzzProject, type FuzzProject } from './project.js';

export function describeFuzz(name: ProjectTarget['name'], short: string): void {
  const target = projectTargets('plinth_fuzz').find((t) => t.name === name)!;

  describe(`fuzz of the data APIs on ${name}`, () => {
    let p: FuzzProject;
    beforeAll(async () => {
      p = await openFuzzProject(target);
    }, 60_000);
    afterAll(async () => {
      await p?.close();
    });

    it(`answers ${FUZZ_RUNS} hostile requests with 2xx or a clean 4xx and changes nothing it refused`, async () => {
      const report = await runFuzz(p, { name: short, sqlite: target.sqlite });
      const f = report.figures;
      expect(f.tried).toBeGreaterThanOrEqual(FUZZ_RUNS);
      const failed = {
        '5xx': f.serverErrors,
        hangs: f.hangs,
        changed: f.changed,
        leaks: f.leaks,
        badShape: f.badShape,
        systemReads: f.systemReads,
        grants: f.grants,
      };
      expect(failed, failureDigest(report)).toEqual({ '5xx': 0, hangs: 0, changed: 0, leaks: 0, badShape: 0, systemReads: 0, grants: 0 });
      // A fuzz that only ever got refused would prove little: reads and writes went through too.
      expect(f.ok).toBeGreaterThan(FUZZ_RUNS / 10);
      expect(f.refused).toBeGreaterThan(FUZZ_RUNS / 10);
      expect(f.written).toBeGreaterThan(FUZZ_RUNS / 50);
    }, 600_000);
  });
}
