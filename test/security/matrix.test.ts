/**
 * The route inventory and the role x route matrix (issue 16): every route and RPC operation the
 * full host answers, with its declared guard, called by every kind of caller. A cell the
 * ability table denies must answer 401 / 403; any other answer is an unexpected grant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInPlugins, type RouteInventory } from '@plinth/host-server';
import type { RouteGuard } from '@plinth/sdk/server';
import { bootTestHost, type TestHost } from '@plinth/sdk/testing';
import { expectedOutcome, HANDLER_REFUSALS, type Expected } from './matrix/expected.js';
import { buildMatrixWorld, type MatrixWorld, type Persona } from './matrix/personas.js';
import { OPERATION_RECIPES, ROUTE_RECIPES, type Call, type Recipe } from './matrix/recipes.js';

/** One row of the matrix: a route or an operation, its guard and how to call it. */
interface Entry {
  key: string;
  guard: RouteGuard;
  /** The permission is checked in the project the call names. */
  inProject: boolean;
  recipe: Recipe;
}

/** Args that fail every operation's validation: after the permission check, a 400 and nothing done. */
const INVALID_ARGS = 'matrix: args that no schema takes';

function routeKey(method: string, path: string, guard: RouteGuard): string {
  const key = `${method.toUpperCase()} ${path}`;
  // One path may answer a public page and guarded data (GraphQL): the public one is `... public`.
  return guard.kind === 'public' && ROUTE_RECIPES[`${key} public`] ? `${key} public` : key;
}

function entriesOf(inventory: RouteInventory): { entries: Entry[]; missing: string[] } {
  const entries: Entry[] = [];
  const missing: string[] = [];
  for (const route of inventory.routes) {
    const key = routeKey(route.method, route.path, route.guard);
    const recipe = ROUTE_RECIPES[key];
    if (!recipe) missing.push(`route ${key}`);
    else entries.push({ key, guard: route.guard, inProject: route.path.includes(':projectId'), recipe });
  }
  for (const op of inventory.operations) {
    const known = OPERATION_RECIPES[op.name];
    if (!known) {
      missing.push(`operation ${op.name}`);
      continue;
    }
    const guard: RouteGuard = op.permission ? { kind: 'permission', permission: op.permission } : { kind: 'public', reason: op.reason! };
    const call = (_w: MatrixWorld, projectId: string): Call => ({
      method: 'POST',
      path: `/dashboard?q=sqlOp_${op.name}`,
      body: { project_id: projectId, args: op.validatesArgs ? INVALID_ARGS : {} },
    });
    entries.push({ key: `rpc ${op.name}`, guard, inProject: true, recipe: { call, fresh: known.fresh } });
  }
  return { entries, missing };
}

describe('route inventory and role x route matrix', () => {
  let h: TestHost;
  let world: MatrixWorld;
  let inventory: RouteInventory;

  beforeAll(async () => {
    // Installing on: its routes answer past their guards (a call without a package is a 400).
    h = await bootTestHost({ plugins: builtInPlugins, pluginInstall: true });
    world = await buildMatrixWorld(h);
    inventory = h.host.inventory();
  }, 120_000);
  afterAll(() => h?.close());

  it('has a guard for every route and operation, and a matrix row for each', () => {
    const { missing } = entriesOf(inventory);
    expect(missing, 'routes and operations missing from test/security/matrix/recipes.ts').toEqual([]);
    // A recipe for something the host no longer answers is stale.
    const keys = new Set(inventory.routes.map((r) => routeKey(r.method, r.path, r.guard)));
    expect(Object.keys(ROUTE_RECIPES).filter((k) => !keys.has(k))).toEqual([]);
    const ops = new Set(inventory.operations.map((o) => o.name));
    expect(Object.keys(OPERATION_RECIPES).filter((k) => !ops.has(k))).toEqual([]);
    for (const r of inventory.routes) {
      expect(r.guard.kind === 'public' ? r.guard.reason.trim() : r.guard.permission, `${r.method} ${r.path}`).toBeTruthy();
    }
    const publicOnes = [
      ...inventory.routes.filter((r) => r.guard.kind === 'public').map((r) => `${r.method.toUpperCase()} ${r.path}`),
      ...inventory.operations.filter((o) => o.reason).map((o) => `rpc ${o.name}`),
    ];
    console.info(
      `inventory: routes=${inventory.routes.length} operations=${inventory.operations.length} public=${publicOnes.length} (${publicOnes.join(', ')})`,
    );
  });

  it('grants each caller exactly what the ability table says, on every route and operation', async () => {
    const { entries } = entriesOf(inventory);
    const grants: string[] = [];
    const denials: string[] = [];
    const errors: string[] = [];
    const tally = { cells: 0, allowed: 0, denied: 0, public: 0, handlerRefusals: 0 };

    const run = async (persona: Persona, entry: Entry, expected: Expected) => {
      const projectId = expected === 'allow' && entry.recipe.fresh ? await world.freshProject() : world.projectId;
      if (persona.kind === 'sharedBase') await world.sharedBase(projectId, persona.projectRoles.editor ? 'editor' : 'viewer');
      const call = entry.recipe.call(world, projectId);
      return h.request(call.path, { method: call.method, body: call.body, headers: { ...persona.headers(projectId), ...call.headers } });
    };

    for (const persona of world.personas) {
      for (const entry of entries) {
        const expected = expectedOutcome(entry.guard, persona, entry.inProject);
        const res = await run(persona, entry, expected);
        const cell = `${persona.name} × ${entry.key} -> ${res.status} ${typeof res.body === 'object' ? JSON.stringify(res.body).slice(0, 120) : ''}`;
        tally.cells++;
        if (res.status >= 500) errors.push(cell);
        if (expected === 'public') tally.public++;
        else if (expected === 'deny') {
          tally.denied++;
          const refused = persona.kind === 'nobody' ? res.status === 401 : res.status === 401 || res.status === 403;
          if (!refused || typeof res.body?.msg !== 'string') grants.push(cell);
        } else {
          tally.allowed++;
          if (res.status === 401 || res.status === 403) {
            if (HANDLER_REFUSALS[entry.key]?.kinds.includes(persona.kind)) tally.handlerRefusals++;
            else denials.push(cell);
          }
        }
      }
    }
    console.info(
      `matrix: personas=${world.personas.length} entries=${entries.length} cells=${tally.cells} allowed=${tally.allowed} denied=${tally.denied} ` +
        `public=${tally.public} handler-refusals=${tally.handlerRefusals} unexpected-grants=${grants.length} unexpected-denials=${denials.length} 5xx=${errors.length}`,
    );
    expect(grants, 'unexpected grants').toEqual([]);
    expect(denials, 'unexpected denials').toEqual([]);
    expect(errors, '5xx answers').toEqual([]);
    expect(tally.cells).toBe(world.personas.length * entries.length);
  }, 300_000);
});
