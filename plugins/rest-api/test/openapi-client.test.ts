import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { camelIdentifier } from '../server/openapi-names.js';
import { bootShop, ODD, type ShopFixture } from './openapi-fixture.js';

let s: ShopFixture;
let dir: string;
let source: string;

/** Type-checks files the way a strict project would: diagnostics by file name. */
function typeCheck(files: string[]): Map<string, string[]> {
  const program = ts.createProgram(files, {
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    noUnusedLocals: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    noEmit: true,
  });
  const out = new Map<string, string[]>(files.map((f) => [f, []]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const key = d.file?.fileName ?? '(global)';
    out.set(key, [...(out.get(key) ?? []), ts.flattenDiagnosticMessageText(d.messageText, '\n')]);
  }
  return out;
}

/** A program using the client: it must compile, and the expect-error lines must be errors. */
const USAGE = `import { createClient, PlinthApiError, type Customers, type CustomersCreate, type PlinthClient } from './client.js';

export async function run(baseUrl: string, token: string): Promise<string[]> {
  const api = createClient({ baseUrl, token });
  const row: CustomersCreate = { name: 'Grace', email: 'grace@example.com', tier: 'silver', age: 85 };
  const created: Customers = await api.customersCreate(row);
  const page = await api.customersList({ where: '(tier,eq,silver)', sort: '-id', limit: 10, hm: 'orders' });
  const names = page.list.map((c) => c.name ?? '');
  const total: number | null = page.pageInfo.totalRows;
  await api.customersRead(created.id ?? 0);
  try {
    await api.customersCreate({ name: 'X', email: 'nope' });
  } catch (err) {
    if (err instanceof PlinthApiError) names.push(\`\${err.status} \${err.message}\`);
  }
  return [...names, String(total)];
}

/** Never called: each line must be a type error. */
export function mistakes(api: PlinthClient): unknown[] {
  // @ts-expect-error: not one of the options
  const wrongTier: CustomersCreate = { name: 'Y', tier: 'bronze' };
  // @ts-expect-error: name is required
  const noName: CustomersCreate = { email: 'y@example.com' };
  // @ts-expect-error: where is required for changes to many rows
  return [wrongTier, noName, api.customersDeleteWhere({})];
}
`;

beforeAll(async () => {
  s = await bootShop();
  dir = mkdtempSync(join(tmpdir(), 'plinth-client-'));
  const r = await s.get(`${s.base}/client.ts`);
  expect(r.status, String(r.body)).toBe(200);
  source = r.body as string;
  writeFileSync(join(dir, 'client.ts'), source);
});
afterAll(async () => {
  await s?.h.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the generated TypeScript client', () => {
  it('is a text download', async () => {
    const r = await s.get(`${s.base}/client.ts`);
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="Shop-client\.ts"$/);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(source).not.toMatch(/^import /m);
  });

  it('compiles under strict settings, hostile names included, and types rows precisely', () => {
    const [client, usage, loose] = ['client.ts', 'usage.ts', 'loose.ts'].map((f) => join(dir, f)) as [string, string, string];
    writeFileSync(usage, USAGE);
    // Without the expect-error comments the three mistakes must each be an error: the types are not loose.
    writeFileSync(loose, USAGE.replace(/ *\/\/ @ts-expect-error.*\n/g, ''));
    const diagnostics = typeCheck([client, usage, loose]);
    expect(diagnostics.get(client)).toEqual([]);
    expect(diagnostics.get(usage)).toEqual([]);
    expect(diagnostics.get(loose)).toHaveLength(3);
    expect([...diagnostics.keys()].sort()).toEqual([client, loose, usage].sort());
    expect(source).toContain(JSON.stringify(ODD.column));
  }, 60_000);

  it('lists and creates rows against the live host', async () => {
    const compiled = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    writeFileSync(join(dir, 'client.mjs'), compiled);
    const usage = ts.transpileModule(USAGE.replace("'./client.js'", "'./client.mjs'"), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    writeFileSync(join(dir, 'usage.mjs'), usage);
    const { run } = (await import(pathToFileURL(join(dir, 'usage.mjs')).href)) as {
      run(baseUrl: string, token: string): Promise<string[]>;
    };
    expect(await run(s.h.url, s.token)).toEqual(['Grace', "400 Invalid value for column 'email': 'nope' is not an e-mail address", '1']);
    const stored = await s.get(`${s.base}/customers?where=(name,eq,Grace)`);
    expect(stored.body.list).toMatchObject([{ name: 'Grace', tier: 'silver', age: 85 }]);

    const { createClient } = (await import(pathToFileURL(join(dir, 'client.mjs')).href)) as {
      createClient(o: { baseUrl: string; token?: string }): Record<string, (...args: unknown[]) => Promise<unknown>>;
    };
    await expect(createClient({ baseUrl: s.h.url }).customersList!()).rejects.toMatchObject({ name: 'PlinthApiError', status: 401 });
    const odd = createClient({ baseUrl: s.h.url, token: s.token });
    const create = odd[`${camelIdentifier(ODD.table)}Create`];
    expect(create).toBeTypeOf('function');
    expect(await create!({ [ODD.column]: ODD.options[1] })).toMatchObject({ [ODD.column]: '*/b' });
  });
});
