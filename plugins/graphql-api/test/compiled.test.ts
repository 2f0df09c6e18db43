/**
 * Queries compiled by graphql-jit (server/compiled.ts): graphql-jit turns its marker strings in a
 * literal argument into code; documents holding one run through graphql-js instead, with the
 * value as the client wrote it, and no code of theirs runs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CompiledQueries, holdsJitMarker } from '../server/compiled.js';
import { GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from '../server/graphql-js.js';

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: { echo: { type: GraphQLString, args: { where: { type: GraphQLString } }, resolve: (_root, args) => args.where } },
  }),
});
const probe = globalThis as { __plinthJitProbe?: number };
const MARKER = '__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d';

const run = async (query: string) =>
  (await new CompiledQueries().runner(schema, parse(query), undefined, true)({})) as { data?: { echo: string | null }; errors?: unknown };

describe('compiled queries', () => {
  afterEach(() => void delete probe.__plinthJitProbe);

  it('runs a literal holding a graphql-jit marker as text, never as code (written plainly or escaped)', async () => {
    const payload = `${MARKER}(globalThis.__plinthJitProbe = 1)`;
    for (const literal of [`"${payload}"`, `"\\u005f${payload.slice(1)}"`, `"""${payload}"""`]) {
      expect(await run(`{ echo(where: ${literal}) }`)).toEqual({ data: { echo: payload } });
      expect(probe.__plinthJitProbe).toBeUndefined();
    }
  });

  it('finds markers in string values, names and enum values only where they are', async () => {
    expect(holdsJitMarker(parse(`{ echo(where: "x ${MARKER}") }`))).toBe(true);
    expect(holdsJitMarker(parse(`{ ${MARKER}: echo }`))).toBe(true);
    expect(holdsJitMarker(parse('{ echo(where: "(title,eq,MAGIC)") a: echo }'))).toBe(false);
    await expect(run('{ echo(where: "(title,eq,c07)") }')).resolves.toEqual({ data: { echo: '(title,eq,c07)' } });
  });
});
