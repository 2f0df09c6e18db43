import { createHash } from 'node:crypto';
import semver from 'semver';
import { PLUGIN_PACKAGE_LIMITS } from '@plinth/sdk';
import { HttpError, safeFetch } from '@plinth/sdk/server';
import { NPM_PACKAGE_NAME } from './package-manifest.js';

interface Packument {
  'dist-tags'?: Record<string, string>;
  versions?: Record<string, { dist?: { tarball?: string; integrity?: string; shasum?: string } }>;
}

/** `name`, `name@1.2.3`, `name@^1`, `@scope/name@latest`: the name and the version wanted. */
function parseNpmSpec(spec: string): { name: string; wanted: string } {
  const text = spec.trim();
  const at = text.lastIndexOf('@');
  const [name, wanted] = at > 0 ? [text.slice(0, at), text.slice(at + 1)] : [text, 'latest'];
  if (!NPM_PACKAGE_NAME.test(name) || name.length > 214) throw new HttpError(400, `'${spec}' is not an npm package name`);
  if (!wanted || (!semver.validRange(wanted) && !/^[\w.-]+$/.test(wanted)))
    throw new HttpError(400, `'${wanted}' is not a version, range or tag`);
  return { name, wanted };
}

/** The dist integrity of the registry (sha512 preferred, sha1 `shasum` of old packages) checked on the bytes. */
function checkIntegrity(body: Buffer, dist: { integrity?: string; shasum?: string }, what: string): void {
  const sri = dist.integrity?.split(/\s+/).find((s) => s.startsWith('sha512-'));
  if (sri) {
    if (createHash('sha512').update(body).digest('base64') !== sri.slice('sha512-'.length)) {
      throw new HttpError(400, `The package ${what} does not match the registry's integrity hash`);
    }
  } else if (dist.shasum) {
    if (createHash('sha1').update(body).digest('hex') !== dist.shasum)
      throw new HttpError(400, `The package ${what} does not match the registry's shasum`);
  } else {
    throw new HttpError(400, `The registry gives no integrity hash for ${what}`);
  }
}

/**
 * Downloads a package's tarball from the npm registry (`PLINTH_NPM_REGISTRY`), through the SSRF
 * guard, size limited, checked against the registry's integrity hash.
 */
export async function fetchFromNpm(spec: string, registry: string): Promise<Buffer> {
  const { name, wanted } = parseNpmSpec(spec);
  const base = registry.replace(/\/+$/, '');
  const meta = await safeFetch(`${base}/${name.replace('/', '%2f')}`, {
    headers: { accept: 'application/vnd.npm.install-v1+json, application/json' },
    maxBytes: 20 * 1024 * 1024,
  });
  if (meta.status === 404) throw new HttpError(404, `The npm registry has no package '${name}'`);
  if (meta.status !== 200) throw new HttpError(502, `The npm registry answered ${meta.status} for '${name}'`);
  let packument: Packument;
  try {
    packument = JSON.parse(meta.body.toString('utf8')) as Packument;
  } catch {
    throw new HttpError(502, `The npm registry's answer for '${name}' is not JSON`);
  }
  const versions = Object.keys(packument.versions ?? {});
  const version = packument['dist-tags']?.[wanted] ?? (versions.includes(wanted) ? wanted : semver.maxSatisfying(versions, wanted));
  const dist = version ? packument.versions?.[version]?.dist : undefined;
  if (!version || !dist?.tarball) throw new HttpError(404, `The npm registry has no version of '${name}' matching '${wanted}'`);
  const tarball = await safeFetch(dist.tarball, { maxBytes: PLUGIN_PACKAGE_LIMITS.uploadBytes, timeoutMs: 30_000 });
  if (tarball.status !== 200) throw new HttpError(502, `The npm registry answered ${tarball.status} for the tarball of ${name}@${version}`);
  checkIntegrity(tarball.body, dist, `${name}@${version}`);
  return tarball.body;
}
