import semver from 'semver';
import { z } from 'zod';
import { PLUGIN_ID_PATTERN, type PluginPackageManifest } from '@plinth/sdk';
import { HttpError } from '@plinth/sdk/server';
import type { PackageFiles } from './package-archive.js';

/** What a plugin package is, once its `package.json` checks out. */
export interface CheckedPackage {
  /** The npm package name. */
  name: string;
  version: string;
  manifest: PluginPackageManifest;
}

const refuse = (msg: string) => new HttpError(400, `The plugin package was refused: ${msg}`);

/** A path inside the package: relative, without `..`. */
const innerPath = z
  .string()
  .max(200)
  .regex(/^(?!\/)(?!.*(^|\/)\.\.(\/|$))[\w@./-]+$/, 'a path inside the package');

const pluginIds = z.array(z.string().regex(PLUGIN_ID_PATTERN, 'plugin ids')).max(50).optional();

const manifestSchema = z.object({
  id: z.string().regex(PLUGIN_ID_PATTERN, 'lower-case letters, digits and dashes, starting with a letter'),
  displayName: z.string().trim().min(1).max(80),
  description: z.string().max(500).optional(),
  category: z.string().trim().min(1).max(40).optional(),
  icon: z.string().max(200).optional(),
  sdk: z.string().refine((range) => semver.validRange(range) !== null, 'a semver range such as ^0.1.0'),
  dependsOn: pluginIds,
  optionalDependsOn: pluginIds,
  server: innerPath.optional(),
  web: innerPath.optional(),
});

/** An npm package name, scoped or not. */
export const NPM_PACKAGE_NAME = /^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;

const packageSchema = z.object({
  name: z.string().regex(NPM_PACKAGE_NAME, 'an npm package name'),
  version: z.string().refine((v) => semver.valid(v) !== null, 'a semver version'),
  dependencies: z.record(z.string(), z.string()).optional(),
  plinth: manifestSchema,
});

/** Packages the host lends a plugin (the SDK and what it brings); anything else must be bundled. */
const LENT_PACKAGES = new Set(['@plinth/sdk', '@plinth/kernel']);

/**
 * Reads and checks a package's `package.json` before any of its code runs: the `plinth`
 * manifest, the SDK range against the running SDK, entry files that exist, and no run-time
 * dependencies beyond the SDK (nothing is installed from the registry on a plugin's behalf).
 */
export function checkPackage(files: PackageFiles, sdkVersion: string): CheckedPackage {
  const raw = files.get('package.json');
  if (!raw) throw refuse('it has no package.json');
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw refuse('its package.json is not valid JSON');
  }
  const parsed = packageSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? `package.json ${issue.path.join('.')}` : 'package.json';
    throw refuse(issue.code === 'invalid_type' && issue.input === undefined ? `${where} is missing` : `${where}: ${issue.message}`);
  }
  const { name, version, dependencies, plinth: manifest } = parsed.data;
  if (!semver.satisfies(sdkVersion, manifest.sdk, { includePrerelease: true })) {
    throw refuse(`it was built for @plinth/sdk ${manifest.sdk}; this server runs ${sdkVersion}`);
  }
  const unbundled = Object.keys(dependencies ?? {}).filter((dep) => !LENT_PACKAGES.has(dep));
  if (unbundled.length) throw refuse(`it depends on ${unbundled.join(', ')}: bundle them into its build (nothing is installed for it)`);
  if (!manifest.server && !manifest.web) throw refuse('its manifest names neither a server nor a web entry');
  for (const entry of [manifest.server, manifest.web]) {
    if (entry && !files.has(entry)) throw refuse(`its entry '${entry}' is not in the package`);
  }
  return { name, version, manifest };
}
