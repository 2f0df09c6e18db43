/**
 * GraphQL requests of the fuzz: the List / Read / Count queries with nested relations and the
 * Create / CreateBulk / Update mutations of every table, hostile values passed as variables
 * (of the right type or not) or written into the document, and hostile documents (system
 * tables as fields, prototype names, garbage, too deep, too wide).
 */
import fc from 'fast-check';
import { objectText, rowEntries, rowId } from './bodies.js';
import { JUNCTION, type FuzzModel } from './project.js';
import { columnList, conditionGraph, mostly, pageNumber, whereText } from './query-params.js';
import { validConditionGraph, validSort, validWhere } from './valid.js';
import { withOddHeaders, type Caller, type FuzzCase } from './rest-cases.js';
import { hostileJson, oddNumber, PROTOTYPE_KEYS, shortText, soup, SYSTEM_TABLES } from './values.js';

/** GraphQL names of a table (see plugins/graphql-api/README.md). */
export function graphqlNames(table: string): { base: string; type: string } {
  const type = table
    .split('_')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
  return { base: table, type };
}

/** Relation fields of a row type: name, kind and the table they reach. */
const RELATION_FIELDS: Record<string, { field: string; list: boolean; table: string }[]> = {
  customers: [
    { field: 'ordersList', list: true, table: 'orders' },
    { field: 'tagsMMList', list: true, table: 'tags' },
  ],
  orders: [{ field: 'customersRead', list: false, table: 'customers' }],
  tags: [{ field: 'customersMMList', list: true, table: 'customers' }],
  [JUNCTION]: [
    { field: 'customersRead', list: false, table: 'customers' },
    { field: 'tagsRead', list: false, table: 'tags' },
  ],
};

/** Collects `$vN: Type` definitions and their values while a document is written. */
class Variables {
  readonly defs: string[] = [];
  readonly values: Record<string, unknown> = {};
  add(type: string, value: unknown): string {
    const name = `v${this.defs.length}`;
    this.defs.push(`$${name}: ${type}`);
    if (value !== undefined) this.values[name] = value;
    return `$${name}`;
  }
  header(kind: 'query' | 'mutation'): string {
    return this.defs.length ? `${kind} F(${this.defs.join(', ')})` : kind;
  }
}

/** A hostile argument value: a variable of the declared type (its value maybe of another), or a literal. */
interface Arg {
  type: string;
  /** A value for a variable. */
  value: unknown;
  /** Written into the document instead, when set. */
  literal?: string;
}

const stringArg = (text: fc.Arbitrary<string>): fc.Arbitrary<Arg> =>
  fc.oneof(
    { arbitrary: text.map((v) => ({ type: 'String', value: v })), weight: 8 },
    { arbitrary: text.map((v) => ({ type: 'String', value: undefined, literal: JSON.stringify(v) })), weight: 2 },
    { arbitrary: hostileJson.map((v) => ({ type: 'String', value: v })), weight: 1 },
  );
const intArg = fc.oneof(
  { arbitrary: fc.integer({ min: -5, max: 1_500 }).map((v) => ({ type: 'Int', value: v })), weight: 8 },
  { arbitrary: fc.oneof(oddNumber, hostileJson).map((v) => ({ type: 'Int', value: v })), weight: 1 },
  { arbitrary: pageNumber.map((v) => ({ type: 'Int', value: undefined, literal: /^-?\d+$/.test(v) ? v : JSON.stringify(v) })), weight: 1 },
);

function listArgs(model: FuzzModel, table: string, withOffset: boolean): fc.Arbitrary<Record<string, Arg>> {
  const hostileGraph = fc.oneof({ arbitrary: conditionGraph(model, table), weight: 4 }, { arbitrary: hostileJson, weight: 1 });
  const graph = mostly<unknown>(validConditionGraph(model, table), hostileGraph).map((v) => ({ type: 'JSON', value: v }));
  const all: Record<string, fc.Arbitrary<Arg>> = {
    where: stringArg(mostly(validWhere(model, table), whereText(model, table))),
    sort: stringArg(mostly(validSort(model, table), columnList(model, table))),
    limit: intArg,
    ...(withOffset && { offset: intArg }),
    conditionGraph: graph,
  };
  return fc
    .subarray(Object.keys(all), { maxLength: 3 })
    .chain((names) => fc.tuple(...names.map((n) => all[n]!.map((a) => [n, a] as const))).map((l) => Object.fromEntries(l)));
}

/** `name: $vN` (or the literal) per argument. */
function argList(vars: Variables, args: Record<string, Arg>): string[] {
  return Object.entries(args).map(([name, a]) => `${name}: ${a.literal ?? vars.add(a.type, a.value)}`);
}

function argText(vars: Variables, args: Record<string, Arg>): string {
  const parts = argList(vars, args);
  return parts.length ? `(${parts.join(', ')})` : '';
}

/** A selection set of a row of `table`: some of its fields, some relations with their own arguments. */
type Selection = (vars: Variables) => string;
function selection(model: FuzzModel, table: string, depth: number): fc.Arbitrary<Selection> {
  const fields = fc.subarray(model.columns[table] ?? ['id'], { minLength: 1 });
  const relations = depth > 0 ? (RELATION_FIELDS[table] ?? []) : [];
  const nested = relations.length
    ? fc
        .subarray(relations, { maxLength: Math.min(2, relations.length) })
        .chain((picked) =>
          fc.tuple(
            ...picked.map((r) =>
              fc
                .tuple(r.list ? listArgs(model, r.table, false) : fc.constant({}), selection(model, r.table, depth - 1))
                .map(([args, sel]) => ({ r, args, sel })),
            ),
          ),
        )
    : fc.constant([] as { r: { field: string }; args: Record<string, Arg>; sel: Selection }[]);
  return fc.tuple(fields, nested).map(
    ([f, rels]) =>
      (vars: Variables) =>
        `{ ${f.join(' ')} ${rels.map(({ r, args, sel }) => `${r.field}${argText(vars, args)} ${sel(vars)}`).join(' ')} }`,
  );
}

const document = (kind: 'query' | 'mutation', body: (vars: Variables) => string) => {
  const vars = new Variables();
  const text = body(vars);
  return { query: `${vars.header(kind)} { ${text} }`, variables: vars.values };
};

/** The input object of a row: its entries as sent (unknown fields and wrong types are the point). */
const inputOf = (entries: [string, unknown][]) => JSON.parse(objectText(entries)) as Record<string, unknown>;

function queryCase(model: FuzzModel, table: string): fc.Arbitrary<{ op: string; query: string; variables: Record<string, unknown> }> {
  const { base } = graphqlNames(table);
  const list = fc
    .tuple(listArgs(model, table, true), selection(model, table, 2))
    .map(([args, sel]) => ({ op: 'gql-list', ...document('query', (v) => `${base}List${argText(v, args)} ${sel(v)}`) }));
  const read = fc
    .tuple(rowId(model, table), selection(model, table, 1))
    .map(([id, sel]) => ({ op: 'gql-read', ...document('query', (v) => `${base}Read(id: ${v.add('ID!', id)}) ${sel(v)}`) }));
  const count = listArgs(model, table, false).map((args) => {
    const { where, conditionGraph: cg } = args;
    return {
      op: 'gql-count',
      ...document('query', (v) => `${base}Count${argText(v, { ...(where && { where }), ...(cg && { conditionGraph: cg }) })}`),
    };
  });
  const notChildren = fc
    .tuple(
      fc.constantFrom('m2mNotChildren', 'm2mNotChildrenCount'),
      rowId(model, table),
      fc.oneof(fc.constantFrom(...model.tables), shortText),
      intArg,
      intArg,
    )
    .map(([field, pid, assoc, limit, offset]) => ({
      op: 'gql-m2m',
      ...document('query', (v) => {
        const page = field === 'm2mNotChildren' ? argList(v, { limit, offset }) : [];
        return `${field}(${[`pid: ${v.add('ID!', pid)}`, `assoc: ${v.add('String!', assoc)}`, `parent: ${v.add('String!', table)}`, ...page].join(', ')})`;
      }),
    }));
  return fc.oneof(
    { arbitrary: list, weight: 5 },
    { arbitrary: read, weight: 2 },
    { arbitrary: count, weight: 1 },
    { arbitrary: notChildren, weight: 1 },
  );
}

function mutationCase(model: FuzzModel, table: string): fc.Arbitrary<{ op: string; query: string; variables: Record<string, unknown> }> {
  const { base, type } = graphqlNames(table);
  const answer = `{ ${(model.physical[table] ?? ['id']).join(' ')} }`;
  const create = rowEntries(model, table).map((e) => ({
    op: 'gql-create',
    ...document('mutation', (v) => `${base}Create(data: ${v.add(`${type}Input!`, inputOf(e))}) ${answer}`),
  }));
  const bulk = fc.array(rowEntries(model, table), { maxLength: 5 }).map((rows) => ({
    op: 'gql-bulk',
    ...document('mutation', (v) => `${base}CreateBulk(data: ${v.add(`[${type}Input!]!`, rows.map(inputOf))}) ${answer}`),
  }));
  const update = fc.tuple(rowId(model, table), rowEntries(model, table)).map(([id, e]) => ({
    op: 'gql-update',
    ...document('mutation', (v) => `${base}Update(id: ${v.add('ID!', id)}, data: ${v.add(`${type}Input!`, inputOf(e))}) ${answer}`),
  }));
  // Two mutations in one operation: each is committed alone, so one may stand and the other not.
  const pair = fc.tuple(rowEntries(model, table), rowEntries(model, table)).map(([a, b]) => ({
    op: 'gql-create',
    ...document(
      'mutation',
      (v) =>
        `first: ${base}Create(data: ${v.add(`${type}Input!`, inputOf(a))}) ${answer} second: ${base}Create(data: ${v.add(`${type}Input!`, inputOf(b))}) ${answer}`,
    ),
  }));
  return fc.oneof(
    { arbitrary: create, weight: 3 },
    { arbitrary: bulk, weight: 2 },
    { arbitrary: update, weight: 3 },
    { arbitrary: pair, weight: 1 },
  );
}

/** Documents that are wrong as such: unknown (system) fields, garbage, too deep, too many. */
function hostileDocument(model: FuzzModel): fc.Arbitrary<{ op: string; query: string; variables: Record<string, unknown> }> {
  const name = fc.constantFrom(...SYSTEM_TABLES.map((t) => t.replace(/\./g, '_')), ...PROTOTYPE_KEYS, 'sql', 'passwd', 'rowid', 'ctid');
  const systemField = fc.tuple(name, fc.constantFrom('', 'List', 'Read', 'Count')).map(([n, s]) => `{ ${n}${s} { name sql } }`);
  const systemColumn = fc.tuple(fc.constantFrom(...model.tables), name).map(([t, n]) => `{ ${t}List { id ${n} } }`);
  const deep = fc
    .integer({ min: 8, max: 40 })
    .map((n) => `{ customersList { ${'ordersList { customersRead { '.repeat(n)} id ${'} } '.repeat(n)} } }`);
  const wide = fc
    .integer({ min: 50, max: 2_000 })
    .map(
      (n) =>
        `{ ${Array.from({ length: n }, (_, i) => `a${i}: customersList(limit: 1000) { id ordersList(limit: 1000) { id } }`).join(' ')} }`,
    );
  const cycle = fc.constant('query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }');
  const introspection = fc.constantFrom(
    '{ __schema { types { name fields { name } } } }',
    '{ __type(name: "Customers") { fields { name } } }',
    '{ __typename }',
  );
  const garbage = fc.oneof(
    soup,
    shortText,
    fc.constantFrom('', '{', '}', 'query {', 'mutation { customersCreate }', '{ customersList(where: ) { id } }', 'subscription { x }'),
  );
  const doc = fc.oneof(systemField, systemColumn, deep, wide, cycle, introspection, garbage);
  const variables = fc.oneof(
    { arbitrary: fc.constant({}), weight: 3 },
    { arbitrary: fc.dictionary(fc.oneof(shortText, fc.constantFrom(...PROTOTYPE_KEYS)), hostileJson, { maxKeys: 3 }), weight: 1 },
  );
  return fc.tuple(doc, variables).map(([query, vars]) => ({ op: 'gql-document', query, variables: vars as Record<string, unknown> }));
}

export function graphqlCase(model: FuzzModel, path: string): fc.Arbitrary<FuzzCase> {
  const table = fc.constantFrom(...model.tables);
  const who = fc.oneof({ arbitrary: fc.constant<Caller>('owner'), weight: 8 }, { arbitrary: fc.constant<Caller>('viewer'), weight: 2 });
  const request = fc.oneof(
    { arbitrary: table.chain((t) => queryCase(model, t)), weight: 6 },
    { arbitrary: table.chain((t) => mutationCase(model, t)), weight: 4 },
    { arbitrary: hostileDocument(model), weight: 2 },
  );
  const sent = fc.tuple(request, who).map(([r, caller]): FuzzCase => ({
    transport: 'graphql',
    op: r.op,
    method: 'POST',
    path,
    body: JSON.stringify({ query: r.query, variables: r.variables }),
    caller,
  }));
  return withOddHeaders(sent);
}
