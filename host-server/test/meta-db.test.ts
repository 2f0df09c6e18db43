import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestHost, createTestDatabase, type ServerDialect, type TestDatabase } from '@plinth/sdk/testing';

/** The meta store on the real PostgreSQL and MariaDB servers (PLINTH_META_DB). */
describe.each<ServerDialect>(['pg', 'mysql'])('meta store on %s', (dialect) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(dialect, 'plinth_meta');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('migrates, serves plugins, persists plugin state and counts SQL', async () => {
    let h = await bootTestHost({ plugins: ['themes'], metaDb: db.url });
    try {
      const health = await h.request('/api/health');
      expect(health.body).toMatchObject({ ok: true, plugins: { themes: 'started' } });
      expect(health.headers.get('server-timing')).toMatch(/^sql;dur=[\d.]+;desc="1"$/);
      expect(h.host.meta.client).toBe(dialect === 'pg' ? 'pg' : 'mysql2');
      expect((await h.request('/api/v1/plugins/themes/settings', { method: 'PUT', body: { defaultTheme: 'Orange' } })).status).toBe(200);
      expect((await h.request('/api/v1/plugins/themes/disable', { method: 'POST' })).status).toBe(200);
    } finally {
      await h.close();
    }
    h = await bootTestHost({ plugins: ['themes'], metaDb: db.url });
    try {
      expect((await h.request('/api/health')).body.plugins).toEqual({ themes: 'disabled', 'test-open-access': 'started' });
      await h.request('/api/v1/plugins/themes/enable', { method: 'POST' });
      expect((await h.request('/api/v1/themes/palettes')).body.defaultTheme).toBe('Orange');
      const migrations = await h.host.meta.knex('plinth_migrations').pluck('name');
      // The host's own migration and the themes plugin's (its project themes table), on this meta database.
      expect([...migrations].sort()).toEqual(['host/001_plugins', 'host/002_installed_plugins', 'themes/001_project_themes']);
    } finally {
      await h.close();
    }
  });
});
