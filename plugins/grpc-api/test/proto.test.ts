/**
 * The generated .proto on its own: hostile table and column names, name collisions, protobuf
 * keywords, views, tables without a key and disabled tables give a file protobufjs and
 * proto-loader read, the same for the same meta whatever its order.
 */
import * as protoLoader from '@grpc/proto-loader';
import protobuf from 'protobufjs';
import { describe, expect, it } from 'vitest';
import type { ColumnMeta, TableMeta } from '@plinth/sdk';
import { HOSTILE_NAMES } from '@plinth/sdk/testing';
import { projectOfPackage, packageOf } from '../server/names.js';
import { buildProto } from '../server/proto.js';

const col = (cn: string, uidt: ColumnMeta['uidt'], extra: Partial<ColumnMeta> = {}): ColumnMeta => ({ cn, _cn: cn, uidt, ...extra });
const table = (tn: string, columns: ColumnMeta[], extra: Partial<TableMeta> = {}): TableMeta => ({ tn, _tn: tn, columns, ...extra });
const id = col('id', 'ID', { pk: true, ai: true, dt: 'integer' });

const TABLES: TableMeta[] = [
  table(HOSTILE_NAMES.table, [id, col(HOSTILE_NAMES.column, 'SingleLineText'), col(HOSTILE_NAMES.other, 'Number', { dt: 'integer' })]),
  table(HOSTILE_NAMES.parent, [id, col('客户', 'SingleLineText'), col('客户 ', 'SingleLineText')]),
  // PascalCase collisions and the shared messages' names.
  table('order_items', [id, col('message', 'SingleLineText'), col('string', 'LongText'), col('1st', 'Checkbox')]),
  table('OrderItems', [id]),
  table('page_info', [id, col('data', 'JSON')]),
  table('list_request', [col('note', 'SingleLineText')]),
  table('v_totals', [col('total', 'Decimal')], { type: 'view' }),
  table('hidden', [id], { enabled: false }),
];

describe('the generated .proto', () => {
  const proto = buildProto({ projectId: 'p_0123abcd', title: 'Hostile\nproject', client: 'sqlite3', tables: TABLES });

  it('parses with protobufjs and loads with proto-loader', () => {
    const root = protobuf.parse(proto.text, new protobuf.Root(), { keepCase: true }).root;
    root.resolveAll();
    const services = [...proto.services.keys()];
    for (const s of services) expect(root.lookupService(`${proto.package}.${s}`).methodsArray.length).toBeGreaterThan(0);
    const def = protoLoader.fromJSON(root.toJSON(), { keepCase: true });
    const service = def[`${proto.package}.OrderItems`] as protoLoader.ServiceDefinition;
    expect(service.List!.path).toBe(`/${proto.package}.OrderItems/List`);
    expect((service.List!.responseType.type as { name?: string }).name).toBe('OrderItemsList');
  });

  it('names every table, collisions numbered, keywords and digits escaped, disabled tables left out', () => {
    const services = [...proto.services.keys()];
    expect(new Set(services.map((s) => s.toLowerCase())).size).toBe(services.length);
    expect(services).not.toContain('Hidden');
    expect(services).toContain('OrderItems');
    expect(services).toContain('OrderItems_2');
    // A table named like a shared message does not take its name.
    expect(services).not.toContain('PageInfo');
    expect(services).not.toContain('ListRequest');
    const order = [...proto.services.values()].find((t) => t.tn === 'order_items')!;
    expect(order.fields.map((f) => f.name)).toEqual(['id', 'message_', 'string_', '_1st']);
    const parent = [...proto.services.values()].find((t) => t.tn === HOSTILE_NAMES.parent)!;
    expect(parent.fields.map((f) => f.name)).toEqual(['id', '_5ba2_6237', '_5ba2_6237_']);
    for (const t of proto.services.values()) for (const f of t.fields) expect(f.name).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
    // The project title's line break stays inside its comment.
    expect(proto.text).toContain('// Project: Hostile project (p_0123abcd)');
  });

  it('gives views List and Count, tables without a key no Read / Update / Delete', () => {
    const view = [...proto.services.values()].find((t) => t.tn === 'v_totals')!;
    expect(view.methods).toEqual(['List', 'Count']);
    const keyless = [...proto.services.values()].find((t) => t.tn === 'list_request')!;
    expect(keyless.methods).toEqual(['List', 'Count', 'Create', 'CreateBulk']);
    expect(proto.text).not.toMatch(/message VTotalsInput/);
  });

  it('is the same for the same meta in any order', () => {
    const again = buildProto({ projectId: 'p_0123abcd', title: 'Hostile\nproject', client: 'sqlite3', tables: [...TABLES].reverse() });
    expect(again.text).toBe(proto.text);
  });

  it('maps project ids to packages and back', () => {
    for (const pid of ['p_0123abcd', 'x1', 'weird id/é', '9lives']) expect(projectOfPackage(packageOf(pid))).toBe(pid);
    expect(packageOf('p_1')).toBe('plinth.p_1');
    expect(projectOfPackage('other.p_1')).toBeUndefined();
  });
});
