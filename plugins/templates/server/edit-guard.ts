import { createHash, timingSafeEqual } from 'node:crypto';
import { withGuard, type ServerContext } from '@plinth/sdk/server';

const TEMPLATE_EDIT_PERMISSION = 'templateEdit';
/** Shortest accepted `PLINTH_TEMPLATE_EDIT_TOKEN`: a guessable token would open template edits to anyone. */
const MIN_TOKEN_LENGTH = 24;

/** Express middleware, typed through the SDK so the plugin needs no express types of its own. */
type RequestHandler = ReturnType<ServerContext['http']['requirePermission']>;

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/**
 * Template saves need `templateEdit` (admins), or the template-edit token of the spec
 * (`?token=`, or the `xc-template-token` header) when the operator configured one. Digests of
 * equal length are compared in constant time; a missing or wrong token falls through to the
 * permission check, so a signed-in admin with a stale token still passes.
 */
export function templateEditGuard(ctx: ServerContext, configured: string | undefined): RequestHandler {
  const permission = ctx.http.requirePermission(TEMPLATE_EDIT_PERMISSION);
  let expected: Buffer | undefined;
  if (configured && configured.length >= MIN_TOKEN_LENGTH) expected = digest(configured);
  else if (configured)
    ctx.log.error(`PLINTH_TEMPLATE_EDIT_TOKEN is shorter than ${MIN_TOKEN_LENGTH} characters: template-edit tokens are refused`);

  return withGuard(
    (req, res, next) => {
      const header = req.get('xc-template-token');
      const given = typeof req.query.token === 'string' ? req.query.token : header;
      if (expected && given && timingSafeEqual(digest(given), expected)) {
        req.principal = null;
        return next();
      }
      return permission(req, res, next);
    },
    { kind: 'permission', permission: TEMPLATE_EDIT_PERMISSION },
  );
}
