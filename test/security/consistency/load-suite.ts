/**
 * Consistency under load (issue 16): 200 keep-alive clients mixing list / create / update on the
 * REST API of a real server process for 30 s, then the stored rows against what each client was
 * told. One file per database calls this, so the two run in parallel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsonClient } from './http.js';
import { formatFigures } from './load-ledger.js';
import { LOAD_COLUMNS, LOAD_TABLE, runLoad, verifyLoad } from './load-run.js';
import { killAllStarted, startServer, type ServerProcess } from './server-process.js';
import { createProjectAt, newPlace, projectKnex, signUpAdmin, type DbKind, type Place } from './setup.js';

/** The figures. */
const CLIENTS = 200;
const DURATION_MS = 30_000;

export function describeLoad(kind: DbKind) {
  describe(`${kind}: ${CLIENTS} clients for ${DURATION_MS / 1000} s`, () => {
    let place: Place;
    let server: ServerProcess;

    beforeAll(async () => {
      place = await newPlace(kind, `load_${kind}`);
      server = await startServer(place.dataDir);
    });
    afterAll(async () => {
      await server?.stop();
      await killAllStarted();
      await place?.dispose();
    });

    it('stores every acknowledged create once and keeps every acknowledged update', { timeout: DURATION_MS + 120_000 }, async () => {
      const http = new JsonClient(server.url);
      const token = await signUpAdmin(http);
      http.as(token);
      const projectId = await createProjectAt(http, place, `Load on ${kind}`);
      await http.rpc('tableCreate', projectId, { tn: LOAD_TABLE, columns: LOAD_COLUMNS });
      http.close();

      const ledgers = await runLoad({ url: server.url, token, projectId, clients: CLIENTS, durationMs: DURATION_MS, seed: 16 });
      const knex = projectKnex(place, projectId);
      const figures = await verifyLoad(knex, ledgers).finally(() => knex.destroy());
      console.info(formatFigures(`load ${kind}`, figures));

      // Every kind of request ran, and invalid ones were refused (the 5 % sent on purpose).
      expect(figures.creates * figures.updates * figures.lists).toBeGreaterThan(0);
      expect(figures.refused).toBeGreaterThan(0);
      expect(figures.ok + figures.refused).toBe(figures.tried);
      expect({
        serverErrors: figures.serverErrors,
        unanswered: figures.unanswered,
        lost: figures.lost,
        dup: figures.dup,
        phantom: figures.phantom,
        stale: figures.stale,
      }).toEqual({
        serverErrors: 0,
        unanswered: 0,
        lost: 0,
        dup: 0,
        phantom: 0,
        stale: 0,
      });
    });
  });
}
