import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ProjectRecord } from '@plinth/sdk/server';

/** Marks a value this box sealed; anything else is read as legacy plain text. */
const PREFIX = 'enc:v1:';
const KEY_FILE = 'secret.key';

/**
 * Seals the secrets of stored connections (database password, TLS key material) with
 * AES-256-GCM, so a copy of the meta store (a backup, a shared PostgreSQL) does not hand out
 * the credentials of users' databases. The key lives outside the meta store: `PLINTH_SECRET_KEY`
 * or a file created once in the data folder (mode 0600).
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  static fromEnvOrFile(dataDir: string, env: NodeJS.ProcessEnv = process.env): SecretBox {
    const configured = env.PLINTH_SECRET_KEY;
    if (configured) return new SecretBox(createHash('sha256').update(configured).digest());
    const file = resolve(dataDir, KEY_FILE);
    if (!existsSync(file)) {
      mkdirSync(dirname(file), { recursive: true });
      // 'wx': two hosts starting on the same folder never overwrite each other's key.
      try {
        writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
    }
    chmodSync(file, 0o600);
    return new SecretBox(createHash('sha256').update(readFileSync(file, 'utf8').trim()).digest());
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  open(stored: string): string {
    if (!stored.startsWith(PREFIX)) return stored;
    const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    try {
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      throw new Error("A stored database secret cannot be decrypted: PLINTH_SECRET_KEY or the data folder's secret.key changed");
    }
  }

  /** The envs with every connection secret passed through `fn` (seal or open). */
  mapSecrets(envs: ProjectRecord['envs'], fn: (value: string) => string): ProjectRecord['envs'] {
    const map = (v: string | undefined) => (typeof v === 'string' && v !== '' ? fn(v) : v);
    return Object.fromEntries(
      Object.entries(envs).map(([env, { db }]) => [
        env,
        {
          db: db.map((d) => ({
            ...d,
            connection: {
              ...d.connection,
              ...(d.connection.password !== undefined && { password: map(d.connection.password) }),
              ...(d.connection.ssl && {
                ssl: {
                  ...d.connection.ssl,
                  ca: map(d.connection.ssl.ca),
                  key: map(d.connection.ssl.key),
                  cert: map(d.connection.ssl.cert),
                },
              }),
            },
          })),
        },
      ]),
    );
  }
}
