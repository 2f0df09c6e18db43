import { definePlugin, defineManifest } from '@plinth/sdk';
import { bootTestHost, type TestHost } from '@plinth/sdk/testing';

/** Routes guarded by any permission, so tests exercise the SDK guard as plugins use it. */
export const probe = definePlugin({
  manifest: defineManifest({ id: 'probe', version: '1.0.0', displayName: 'Probe', optionalDependsOn: ['auth'] }),
  server: {
    setup(ctx) {
      ctx.http.mount(
        '/test/can/:permission',
        ctx.http.publicRoute('test probe: checks the permission named in its path'),
        (req, res, next) => {
          const guard = ctx.http.requirePermission(String(req.params.permission));
          // The guard calls next(err) on a refusal, as express's next takes it.
          Promise.resolve(guard(req, res, (err?: unknown) => (err ? next(err) : res.json({ ok: true, principal: req.principal })))).catch(
            next,
          );
        },
      );
      ctx.http.mount(
        '/test/project/:projectId/can/:permission',
        ctx.http.publicRoute('test probe: checks the permission named in its path'),
        (req, res, next) => {
          const guard = ctx.http.requirePermission(String(req.params.permission), { projectIdParam: 'projectId' });
          Promise.resolve(guard(req, res, (err?: unknown) => (err ? next(err) : res.json({ ok: true })))).catch(next);
        },
      );
      ctx.rpc.operation('probeWrite', () => ({ wrote: true }), { permission: 'tableRowUpdate' });
    },
  },
});

/** Boots mailer + auth + probe with the given environment, restoring it on close. */
export async function bootAuth(env: Record<string, string> = {}): Promise<TestHost> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    const host = await bootTestHost({ plugins: ['mailer', 'auth', probe] });
    const close = host.close;
    host.close = async () => {
      await close();
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    };
    return host;
  } catch (err) {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    throw err;
  }
}

export const PASSWORD = 'correct horse battery';

/** The refresh cookie the server set, as a Cookie header value. */
export function refreshCookie(headers: Headers): string {
  const set = headers.getSetCookie().find((c) => c.startsWith('plinth_refresh='));
  if (!set) throw new Error('no refresh cookie set');
  return set.split(';')[0]!;
}

export async function signUp(h: TestHost, email: string, password = PASSWORD) {
  const r = await h.request('/auth/signup?tool=1', { body: { email, password } });
  if (r.status !== 200) throw new Error(`sign-up of ${email} failed: ${r.status} ${JSON.stringify(r.body)}`);
  return { token: r.body.token as string, cookie: refreshCookie(r.headers) };
}

export async function signIn(h: TestHost, email: string, password = PASSWORD) {
  const r = await h.request('/auth/signin?tool=1', { body: { email, password } });
  if (r.status !== 200) throw new Error(`sign-in of ${email} failed: ${r.status} ${JSON.stringify(r.body)}`);
  return { token: r.body.token as string, cookie: refreshCookie(r.headers) };
}

/** Latest mail to an address from the outbox (read as the admin would). */
export async function lastMailTo(h: TestHost, to: string): Promise<{ subject: string; text: string }> {
  const rows = await h.host.meta.knex('mailer_outbox').where({ to }).orderBy('id', 'desc').limit(1);
  if (!rows[0]) throw new Error(`no mail to ${to}`);
  return rows[0];
}
