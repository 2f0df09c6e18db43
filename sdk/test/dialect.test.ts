import { describe, expect, it } from 'vitest';
import {
  checkIdentifier,
  constraintName,
  DIALECT_MESSAGES,
  DialectError,
  DialectToken,
  connectionTestResult,
  findDialect,
  isNetworkError,
  literalDefault,
  parseNativeType,
  parseSelectOptions,
  formatSelectOptions,
  PHYSICAL_UIDT,
  poolSettings,
  resolveTls,
  nodeTlsOptions,
  type Dialect,
} from '../src/server/index.js';

describe('dialect contract helpers', () => {
  it('is a multi token, one provider per client', () => {
    expect(DialectToken.multi).toBe(true);
    const fake = (client: Dialect['client']) => ({ client }) as Dialect;
    expect(findDialect([fake('pg'), fake('mysql2')], 'mysql2')?.client).toBe('mysql2');
    expect(findDialect([fake('pg')], 'mssql')).toBeUndefined();
  });

  it('formats connection test results with the spec texts', () => {
    expect(connectionTestResult()).toEqual({ ok: true, message: 'Connection was successful' });
    expect(connectionTestResult(DialectError.of('invalidCredentials'))).toEqual({
      ok: false,
      kind: 'invalidCredentials',
      message: 'Connection Failure: Invalid database credentials',
    });
    expect(DIALECT_MESSAGES.unreachable).toBe('Unable to connect to database, please check your database is up');
    expect(DialectError.of('noCreatePermission').message).toBe('User does not exist or have sufficient permission to create schema');
    expect(DialectError.of('invalidPath').status).toBe(400);
  });

  it('recognises socket errors, also inside AggregateError', () => {
    expect(isNetworkError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isNetworkError(new AggregateError([Object.assign(new Error('x'), { code: 'ETIMEDOUT' })]))).toBe(true);
    expect(isNetworkError(Object.assign(new Error('x'), { code: '28P01' }))).toBe(false);
  });

  it('lists the 28 uidts with a column of their own (virtual ones excluded)', () => {
    expect(PHYSICAL_UIDT).toHaveLength(28);
    for (const v of ['LinkToAnotherRecord', 'Lookup', 'Formula', 'Rollup', 'Count', 'Button', 'Barcode'])
      expect(PHYSICAL_UIDT).not.toContain(v);
  });

  it('parses native types, select options and catalog defaults', () => {
    expect(parseNativeType('int(10) unsigned')).toEqual({ dt: 'int', dtxp: '10', suffix: 'unsigned' });
    expect(parseNativeType('numeric(10,2)')).toEqual({ dt: 'numeric', dtxp: '10,2', suffix: '' });
    expect(parseNativeType("enum('a)','b')")).toEqual({ dt: 'enum', dtxp: "'a)','b'", suffix: '' });
    expect(parseSelectOptions(`'a','it''s', 'x\\'y'`)).toEqual(['a', "it's", "x'y"]);
    expect(parseSelectOptions('red, green')).toEqual(['red', 'green']);
    expect(() => parseSelectOptions(`'open`)).toThrow(DialectError);
    expect(formatSelectOptions(["it's", 'b'])).toBe(`'it''s','b'`);
    // Written options read back as they were, backslashes included.
    const tricky = ['C:\\temp', "it's", 'a,b', "\\'"];
    expect(parseSelectOptions(formatSelectOptions(tricky))).toEqual(tricky);
    expect(literalDefault(`'it''s'::character varying`)).toBe("it's");
    expect(literalDefault(`(N'x')`)).toBe('x');
    expect(literalDefault('((1))')).toBe('1');
    expect(literalDefault('NULL')).toBeNull();
    expect(literalDefault('CURRENT_TIMESTAMP')).toBe('CURRENT_TIMESTAMP');
  });

  it('checks identifiers and shortens constraint names without splitting characters', () => {
    expect(checkIdentifier(`we"ird'; --`, 64)).toBe(`we"ird'; --`);
    expect(() => checkIdentifier('a.b', 64)).toThrow("cannot contain '.'");
    expect(() => checkIdentifier('x as y', 64)).toThrow("cannot contain ' as '");
    expect(() => checkIdentifier(' padded', 64)).toThrow('spaces');
    expect(() => checkIdentifier('表'.repeat(22), 63)).toThrow('longer than 63 bytes');
    expect(constraintName(['t', 'c'], 'fk', 63)).toBe('t_c_fk');
    const long = constraintName(['表'.repeat(30), 'c'], 'fk', 63);
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(63);
    expect(long).toMatch(/^表+_[0-9a-f]{10}_fk$/);
  });

  it('resolves SSL modes into TLS options', () => {
    expect(resolveTls(undefined).enabled).toBe(false);
    expect(nodeTlsOptions(resolveTls({ usage: 'required' }))).toEqual({ rejectUnauthorized: false });
    const ca = nodeTlsOptions(resolveTls({ usage: 'required-CA', ca: 'CA' }));
    expect(ca).toMatchObject({ rejectUnauthorized: true, ca: 'CA' });
    expect(ca.checkServerIdentity?.()).toBeUndefined();
    const identity = nodeTlsOptions(resolveTls({ usage: 'required-identity', ca: 'CA', key: 'K', cert: 'C' }));
    expect(identity).toEqual({ rejectUnauthorized: true, ca: 'CA', key: 'K', cert: 'C' });
    expect(() => resolveTls({ usage: 'required-identity' })).toThrow('needs the server CA');
  });

  it('clamps pool settings', () => {
    expect(poolSettings({})).toEqual({ min: 0, max: 10, idleTimeoutMillis: 30_000 });
    expect(poolSettings({ pool: { min: 5, max: 2 } })).toMatchObject({ min: 2, max: 2 });
    expect(poolSettings({ pool: { max: 0 } }).max).toBe(1);
  });
});
