import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProjectRecord } from '@plinth/sdk/server';
import { SecretBox } from '../server/secrets.js';

const dir = mkdtempSync(join(tmpdir(), 'plinth-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SecretBox', () => {
  it('seals and opens, with a fresh IV per seal, and reads legacy plain text as is', () => {
    const box = SecretBox.fromEnvOrFile(dir, {});
    const a = box.seal('s3cret');
    expect(a).toMatch(/^enc:v1:/);
    expect(box.seal('s3cret')).not.toBe(a);
    expect(box.open(a)).toBe('s3cret');
    expect(box.open('plain-from-before')).toBe('plain-from-before');
  });

  it('keeps its key in a 0600 file of the data folder, the same across restarts', () => {
    const sealed = SecretBox.fromEnvOrFile(dir, {}).seal('x');
    expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(SecretBox.fromEnvOrFile(dir, {}).open(sealed)).toBe('x');
  });

  it('refuses to open with another key instead of returning garbage', () => {
    const sealed = SecretBox.fromEnvOrFile(dir, { PLINTH_SECRET_KEY: 'one' }).seal('x');
    expect(() => SecretBox.fromEnvOrFile(dir, { PLINTH_SECRET_KEY: 'two' }).open(sealed)).toThrow(/cannot be decrypted/);
  });

  it('maps passwords and TLS key material of every database, leaving other fields alone', () => {
    const box = SecretBox.fromEnvOrFile(dir, {});
    const envs: ProjectRecord['envs'] = {
      _noco: {
        db: [
          {
            dbAlias: 'db',
            client: 'pg',
            embedded: false,
            inflection: { tn: 'none', cn: 'none' },
            connection: { host: 'h', user: 'u', password: 'pw', ssl: { usage: 'required', key: 'KEY' } },
          },
        ],
      },
    };
    const sealed = box.mapSecrets(envs, (v) => box.seal(v));
    const conn = sealed._noco!.db[0]!.connection;
    expect(conn.host).toBe('h');
    expect(conn.password).toMatch(/^enc:v1:/);
    expect(conn.ssl?.key).toMatch(/^enc:v1:/);
    expect(box.mapSecrets(sealed, (v) => box.open(v))._noco!.db[0]!.connection).toMatchObject({
      password: 'pw',
      ssl: { usage: 'required', key: 'KEY' },
    });
  });
});
