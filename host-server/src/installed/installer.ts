import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, rmdir, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { KernelError, type Kernel, type KernelPlugin, type PluginManifest } from '@plinth/kernel';
import { PLUGIN_ASSETS_PATH, type InstalledPluginInfo, type PluginDefinition, type PluginPackageManifest } from '@plinth/sdk';
import { HttpError, ServerHooks, type ServerContext } from '@plinth/sdk/server';
import { repoRoot } from '../config.js';
import type { MetaStore } from '../meta-store.js';
import type { LoadedPlugin } from '../plugin-loader.js';
import { readPackageArchive, type PackageFiles } from './package-archive.js';
import { checkPackage } from './package-manifest.js';

const TABLE = 'plinth_installed_plugins';

interface InstalledRow {
  id: string;
  package: string;
  version: string;
  source: InstalledPluginInfo['source'];
  install_id: string;
  manifest: string;
  installed_at: string | Date;
}

export interface InstallerDeps {
  meta: MetaStore;
  dataDir: string;
  /** The host's map of loaded plugins (the plugin list and contexts read it). */
  loaded: Map<string, LoadedPlugin>;
  toKernelPlugin(loaded: LoadedPlugin): KernelPlugin<ServerContext<any>>;
  sdkVersion: string;
}

/** An image path inside the package becomes its asset URL; an Octicon name stays as it is. */
function iconOf(manifest: PluginPackageManifest, assetsBase: string): string | undefined {
  if (!manifest.icon) return undefined;
  return /[./]/.test(manifest.icon) ? `${assetsBase}/${manifest.icon}` : manifest.icon;
}

/**
 * Third-party plugins installed at run time: unpacked into `<data>/plugins/<id>/<install>/`,
 * recorded in the meta store, loaded into the running kernel, and loaded again at every start.
 * Each install gets a folder of its own, so a reinstall never meets the module cache of the last.
 */
export class PluginInstaller {
  private kernel?: Kernel<ServerContext<any>>;
  readonly root: string;

  constructor(private readonly deps: InstallerDeps) {
    this.root = join(deps.dataDir, 'plugins');
  }

  /** The kernel exists only once the plugin list (with the installed ones) is known. */
  attach(kernel: Kernel<ServerContext<any>>): void {
    this.kernel = kernel;
  }

  /** The installed plugins, for the kernel's start: a missing or broken folder is reported failed. */
  async loadAll(): Promise<LoadedPlugin[]> {
    const rows = await this.deps.meta.knex<InstalledRow>(TABLE).select('*').orderBy('installed_at');
    if (rows.length) await this.shareSdk();
    return Promise.all(rows.map((row) => this.load(row)));
  }

  /** The folder an asset of an installed plugin is served from, when `installId` is its current install. */
  assetRoot(id: string, installId: string): string | undefined {
    const loaded = this.deps.loaded.get(id);
    if (!loaded?.installed || loaded.installId !== installId) return undefined;
    return join(this.root, id, installId);
  }

  /** Installs and uninstalls run one at a time: each reads and changes the loaded-plugin map. */
  private queue: Promise<unknown> = Promise.resolve();
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  install(archive: Buffer, source: InstalledPluginInfo['source']): Promise<string> {
    return this.serial(() => this.installNow(archive, source));
  }

  uninstall(id: string, dropTables: boolean): Promise<void> {
    return this.serial(() => this.uninstallNow(id, dropTables));
  }

  private async installNow(archive: Buffer, source: InstalledPluginInfo['source']): Promise<string> {
    const kernel = this.kernel!;
    const files = await readPackageArchive(archive);
    const checked = checkPackage(files, this.deps.sdkVersion);
    const { id } = checked.manifest;
    const existing = kernel.status(id);
    if (existing) {
      throw new HttpError(
        409,
        existing.manifest.kind === 'installed'
          ? `The plugin package was refused: a plugin with id '${id}' is already installed: uninstall it first`
          : `The plugin package was refused: a plugin with id '${id}' is built in`,
      );
    }
    const missing = (checked.manifest.dependsOn ?? []).find((dep) => kernel.status(dep)?.state !== 'started');
    if (missing) throw new HttpError(400, `The plugin package was refused: it needs plugin '${missing}', which is not running`);

    const installId = `${checked.version.replace(/[^\w.-]/g, '_')}-${randomBytes(4).toString('hex')}`;
    const row: InstalledRow = {
      id,
      package: `${checked.name}@${checked.version}`,
      version: checked.version,
      source,
      install_id: installId,
      manifest: JSON.stringify(checked.manifest),
      installed_at: new Date(),
    };
    await this.unpack(files, join(this.root, id, installId));
    await this.shareSdk();
    const loaded = await this.load(row);
    if (loaded.loadError) {
      await this.removeInstall(id, installId);
      throw new HttpError(400, `The plugin package was refused: ${loaded.loadError}`);
    }
    const tablesBefore = new Set(await this.deps.meta.tables());
    this.deps.loaded.set(id, loaded);
    try {
      await kernel.install(this.deps.toKernelPlugin(loaded));
    } catch (err) {
      this.deps.loaded.delete(id);
      await this.undoTables(id, tablesBefore);
      await this.removeInstall(id, installId);
      const status = err instanceof KernelError && err.code === 'PLUGIN_ID_TAKEN' ? 409 : 400;
      throw new HttpError(status, `The plugin package was refused: ${(err as Error).message}`);
    }
    await this.deps.meta.recordPluginTables(id, await this.newTables(tablesBefore));
    await this.deps.meta.knex(TABLE).insert(row);
    await kernel.hooks.promise(ServerHooks.pluginStateChanged, { id, enabled: true, affected: [id] });
    return id;
  }

  /** Removes an installed plugin: its routes, hooks and contributions at once; its tables when asked. */
  private async uninstallNow(id: string, dropTables: boolean): Promise<void> {
    const kernel = this.kernel!;
    const row = await this.deps.meta.knex<InstalledRow>(TABLE).where({ id }).first();
    if (!row) {
      if (kernel.status(id)) throw new HttpError(409, `Plugin '${id}' is built in: disable it instead`);
      throw new HttpError(404, `Unknown plugin '${id}'`);
    }
    if (kernel.status(id)) {
      try {
        await kernel.uninstall(id);
      } catch (err) {
        if (err instanceof KernelError && err.code === 'PLUGIN_NEEDED')
          throw new HttpError(409, `${err.message}: uninstall or disable it first`);
        throw err;
      }
    }
    this.deps.loaded.delete(id);
    await this.deps.meta.knex(TABLE).where({ id }).delete();
    if (dropTables) await this.deps.meta.dropPluginTables(id);
    await rm(join(this.root, id), { recursive: true, force: true });
    await kernel.hooks.promise(ServerHooks.pluginStateChanged, { id, enabled: false, affected: [id] });
  }

  /** Removes one install's folder, and the plugin's folder once empty (another install of the id may be starting). */
  private async removeInstall(id: string, installId: string): Promise<void> {
    await rm(join(this.root, id, installId), { recursive: true, force: true });
    await rmdir(join(this.root, id)).catch(() => undefined);
  }

  /**
   * A refused install leaves no tables: those its migrations just created go, with its migration
   * records unless an earlier install of the same id kept tables (and so its records) behind.
   */
  private async undoTables(id: string, before: Set<string>): Promise<void> {
    const { knex } = this.deps.meta;
    const keptEarlier = await knex('plinth_plugin_tables').where({ plugin_id: id }).first();
    if (keptEarlier) {
      for (const table of (await this.newTables(before)).reverse()) await knex.schema.dropTableIfExists(table);
      return;
    }
    await this.deps.meta.recordPluginTables(id, await this.newTables(before));
    await this.deps.meta.dropPluginTables(id);
  }

  private async newTables(before: Set<string>): Promise<string[]> {
    return (await this.deps.meta.tables()).filter((t) => !before.has(t));
  }

  /** Writes the checked files; every path stays inside the install folder. */
  private async unpack(files: PackageFiles, dir: string): Promise<void> {
    const base = resolve(dir) + sep;
    for (const [path, content] of files) {
      const target = resolve(base, path);
      if (!target.startsWith(base)) throw new HttpError(400, `The plugin package was refused: the entry '${path}' leaves the package`);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, content, { flag: 'wx' });
    }
  }

  /**
   * Installed server halves import `@plinth/sdk` (left out of their bundle): a link next to the
   * install folders resolves it to the host's own copy, so both share one module instance.
   */
  private async shareSdk(): Promise<void> {
    const link = join(this.root, 'node_modules', '@plinth', 'sdk');
    if (existsSync(link)) return;
    await mkdir(dirname(link), { recursive: true });
    await symlink(join(repoRoot, 'sdk'), link, 'dir').catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    });
  }

  /** Loads an install's server half; a failure is kept as the plugin's load error. */
  private async load(row: InstalledRow): Promise<LoadedPlugin> {
    const pm = JSON.parse(row.manifest) as PluginPackageManifest;
    const dir = join(this.root, row.id, row.install_id);
    const assets = `${PLUGIN_ASSETS_PATH}/${row.id}/${row.install_id}`;
    const manifest: PluginManifest = {
      id: row.id,
      version: row.version,
      displayName: pm.displayName,
      description: pm.description,
      category: pm.category,
      icon: iconOf(pm, assets),
      dependsOn: pm.dependsOn,
      optionalDependsOn: pm.optionalDependsOn,
      kind: 'installed',
    };
    const installed: InstalledPluginInfo = {
      source: row.source,
      package: row.package,
      installedAt: new Date(row.installed_at).toISOString(),
    };
    const base = { hasWeb: Boolean(pm.web), webModule: pm.web && `${assets}/${pm.web}`, installed, installId: row.install_id };
    if (!pm.server) return { ...base, definition: { manifest } };
    try {
      const module = (await import(pathToFileURL(join(dir, pm.server)).href)) as { default?: PluginDefinition<any> };
      const definition = module.default;
      if (!definition?.manifest)
        return { ...base, definition: { manifest }, loadError: `${pm.server} has no default definePlugin(...) export` };
      if (definition.manifest.id !== row.id) {
        return {
          ...base,
          definition: { manifest },
          loadError: `${pm.server} declares plugin id '${definition.manifest.id}', the package '${row.id}'`,
        };
      }
      return { ...base, definition: { manifest, server: definition.server } };
    } catch (err) {
      return { ...base, definition: { manifest }, loadError: `Cannot load ${pm.server}: ${(err as Error).message}` };
    }
  }
}
