import type express from 'express';
import type { Router } from 'express';
import multer from 'multer';
import { PLUGIN_ASSETS_PATH, PLUGIN_PACKAGE_LIMITS, type PluginInstallInfo } from '@plinth/sdk';
import { createRouter, HttpError, publicRoute, type Principal } from '@plinth/sdk/server';
import type { PluginInstaller } from '../installed/installer.js';
import { fetchFromNpm } from '../installed/npm-source.js';
import type { PluginRouteDeps } from './plugin-settings-routes.js';

export interface InstallRouteDeps extends PluginRouteDeps {
  installer: PluginInstaller;
  /** `PLINTH_PLUGIN_INSTALL=1`: installing runs third-party code, so it is off unless the operator says so. */
  installEnabled: boolean;
  npmRegistry: string;
  /** The plugin list item of one plugin (the answer of an install). */
  listItem(id: string): unknown;
}

/** The super admin: a signed-in global owner (not a token, a shared base or auth type none). */
const isSuperAdmin = (principal: Principal | null | undefined) => principal?.kind === 'user' && Boolean(principal.roles.owner);

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: PLUGIN_PACKAGE_LIMITS.uploadBytes, files: 1, fields: 5 } });

/** The package of an install request: an uploaded `.tgz` (field `file`) or `{ npm: 'name@version' }`. */
function receivePackage(
  req: express.Request,
  res: express.Response,
  registry: string,
): Promise<{ archive: Buffer; source: 'upload' | 'npm' }> {
  if (!req.is('multipart/form-data')) {
    const spec = (req.body as { npm?: unknown } | undefined)?.npm;
    if (typeof spec !== 'string' || !spec.trim())
      throw new HttpError(400, "Send a .tgz in the multipart field 'file', or { npm: 'package-name' }");
    return fetchFromNpm(spec, registry).then((archive) => ({ archive, source: 'npm' }));
  }
  return new Promise((done, fail) =>
    upload.single('file')(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) {
        return fail(
          err.code === 'LIMIT_FILE_SIZE'
            ? new HttpError(413, `The plugin package is larger than ${PLUGIN_PACKAGE_LIMITS.uploadBytes / 1024 / 1024} MB`)
            : new HttpError(400, `Invalid upload: ${err.message}`),
        );
      }
      if (err) return fail(err);
      if (!req.file) return fail(new HttpError(400, "Send the plugin package (.tgz) in the multipart field 'file'"));
      done({ archive: req.file.buffer, source: 'upload' });
    }),
  );
}

/** Installing and uninstalling third-party plugins (super admin), and serving their files. */
export function addPluginInstallRoutes(router: Router, deps: InstallRouteDeps): void {
  const { manage, installer } = deps;
  const superAdmin: express.RequestHandler = (req, _res, next) =>
    next(isSuperAdmin(req.principal) ? undefined : new HttpError(403, 'Only the super admin can install or uninstall plugins'));

  router.get('/api/v1/plugins/install', manage, (req, res) => {
    const info: PluginInstallInfo = {
      enabled: deps.installEnabled,
      allowed: isSuperAdmin(req.principal),
      maxUploadBytes: PLUGIN_PACKAGE_LIMITS.uploadBytes,
    };
    res.json(info);
  });

  router.post('/api/v1/plugins/install', manage, superAdmin, async (req, res) => {
    if (!deps.installEnabled)
      throw new HttpError(403, 'Installing plugins is turned off: the operator sets PLINTH_PLUGIN_INSTALL=1 to allow it');
    const { archive, source } = await receivePackage(req, res, deps.npmRegistry);
    const id = await installer.install(archive, source);
    res.status(201).json(deps.listItem(id));
  });

  router.delete('/api/v1/plugins/:id', manage, superAdmin, async (req, res) => {
    const id = String(req.params.id);
    await installer.uninstall(id, req.query.dropTables === '1' || req.query.dropTables === 'true');
    res.json({ msg: `Plugin '${id}' was uninstalled` });
  });
}

/** An installed plugin's files (its web module, its icon), immutable per install. */
export function pluginAssetsRouter(installer: PluginInstaller): Router {
  const router = createRouter();
  router.get(
    `${PLUGIN_ASSETS_PATH}/:id/:installId/*path`,
    publicRoute("installed plugins' web modules and icons: the web app loads them before anyone signs in, like its own code"),
    (req, res) => {
      const root = installer.assetRoot(String(req.params.id), String(req.params.installId));
      const path = ([] as string[]).concat((req.params as { path?: string | string[] }).path ?? []).join('/');
      if (!root || !/\.(m?js|css|svg|png|map)$/i.test(path)) throw new HttpError(404, `Not Found: GET ${req.path}`);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.sendFile(path, { root, dotfiles: 'deny' }, (err) => {
        if (err && !res.headersSent) res.status(404).json({ msg: `Not Found: GET ${req.path}` });
      });
    },
  );
  return router;
}
