/**
 * Consistency under crash (issue 16): the real server process is SIGKILLed in the middle of bulk
 * inserts and of schema changes, then started again on the same data folder. Each acknowledged
 * request must be fully present, each unacknowledged one absent or complete, the project must
 * open with meta that matches its database, and the meta store must be intact (integrity check,
 * sign-in with the password). One file per database calls this.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_COLUMNS, BULK_TABLE, bulkUntilKilled, formatBulk, newBulkLedger, verifyBulk } from './crash-bulk.js';
import {
  formatSchema,
  GROW_COLUMNS,
  GROW_TABLE,
  newSchemaLedger,
  schemaUntilKilled,
  settledIn,
  verifySchema,
  type SchemaFigures,
} from './crash-schema.js';
import { JsonClient } from './http.js';
import { killAllStarted, startServer, type ServerProcess } from './server-process.js';
import {
  createProjectAt,
  metaIntegrity,
  newPlace,
  pendingNotes,
  projectKnex,
  serverEnv,
  signIn,
  signUpAdmin,
  type DbKind,
  type Place,
} from './setup.js';

const ROUNDS = 3;

export function describeCrash(kind: DbKind, options: { pgMeta?: boolean } = {}) {
  const label = `${kind}${options.pgMeta ? ' (meta store on pg)' : ''}`;
  describe(`${label}: SIGKILL mid-request, restart on the same data`, () => {
    let place: Place;
    let server: ServerProcess;
    let http: JsonClient;
    let projectId: string;
    /** Output of the servers killed so far. */
    let earlierOutput = '';

    /** SIGKILL, check the meta store file while nothing has it open, start again, sign in. */
    const killAndRestart = async () => {
      await server.kill();
      earlierOutput += server.output();
      expect(await metaIntegrity(place)).toEqual(['ok']);
      server = await startServer(place.dataDir, serverEnv(place));
      http.close();
      http = new JsonClient(server.url);
      http.as(await signIn(http));
    };

    beforeAll(async () => {
      place = await newPlace(kind, `crash_${kind}`, options);
      server = await startServer(place.dataDir, serverEnv(place));
      http = new JsonClient(server.url);
      http.as(await signUpAdmin(http));
      projectId = await createProjectAt(http, place, `Crash on ${kind}`);
      await http.rpc('tableCreate', projectId, { tn: BULK_TABLE, columns: BULK_COLUMNS });
      await http.rpc('tableCreate', projectId, { tn: GROW_TABLE, columns: GROW_COLUMNS });
    });
    afterAll(async () => {
      http?.close();
      await server?.stop();
      await killAllStarted();
      await place?.dispose();
    });

    it('keeps bulk inserts whole or absent, and every acknowledged one', { timeout: 180_000 }, async () => {
      const ledger = newBulkLedger();
      for (let round = 1; round <= ROUNDS; round++) {
        const token = await signIn(http);
        await bulkUntilKilled(server.url, token, projectId, {
          round,
          streams: 4,
          killAfterAcks: ledger.acked.size + 6,
          ledger,
          kill: () => server.kill(),
        });
        await killAndRestart();
      }
      const knex = projectKnex(place, projectId);
      const figures = await verifyBulk(knex, ledger).finally(() => knex.destroy());
      console.info(formatBulk(`crash bulk ${label}`, figures));
      expect(ledger.unexpected, `the servers said:\n${earlierOutput + server.output()}`).toEqual([]);
      // Each round was killed with batches in flight.
      expect(figures.unanswered).toBeGreaterThanOrEqual(ROUNDS);
      expect(figures.acked).toBeGreaterThan(0);
      expect(figures.refused).toBeGreaterThan(0);
      expect({ partial: figures.partial, lost: figures.lost, phantom: figures.phantom }).toEqual({ partial: 0, lost: 0, phantom: 0 });
      // The project opens and serves the table after the last restart.
      expect((await http.get(`/nc/${projectId}/api/v1/${BULK_TABLE}?limit=1`)).status).toBe(200);
    });

    it('keeps schema changes complete or absent, with meta that matches the database', { timeout: 180_000 }, async () => {
      const ledger = newSchemaLedger();
      let figures: SchemaFigures | undefined;
      for (let round = 1; round <= ROUNDS + 1; round++) {
        const token = await signIn(http);
        await schemaUntilKilled(server.url, token, projectId, {
          round,
          killAfterAcks: ledger.acked.length + 2 + round,
          ledger,
          kill: () => server.kill(),
        });
        await killAndRestart();
        const knex = projectKnex(place, projectId);
        figures = await verifySchema(http, projectId, knex, kind, ledger).finally(() => knex.destroy());
        expect(figures.metaMismatch, `after round ${round}; the server said:\n${server.output()}`).toEqual([]);
      }
      console.info(formatSchema(`crash schema ${label}`, figures!, settledIn(earlierOutput + server.output())));
      expect(ledger.unexpected, `the servers said:\n${earlierOutput + server.output()}`).toEqual([]);
      expect(figures!.unanswered).toBeGreaterThanOrEqual(ROUNDS);
      expect({ partial: figures!.partial, lost: figures!.lost }).toEqual({ partial: 0, lost: 0 });
      expect(await pendingNotes(place)).toBe(0);
      // The grown table takes a row through its newest columns: the data API's meta is current.
      const grow = ledger.acked.filter((c) => c.tn === GROW_TABLE).at(-1);
      if (!grow) throw new Error('No column was added before the kills');
      const row = Object.fromEntries(grow.columns.map((cn, i) => [cn, i === 1 ? 7 : `v${i}`]));
      const created = await http.post(`/nc/${projectId}/api/v1/${GROW_TABLE}`, row);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    });
  });
}
