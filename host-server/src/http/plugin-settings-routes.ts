import type express from 'express';
import type { Kernel } from '@plinth/kernel';
import type { PluginSettingsAnswer } from '@plinth/sdk';
import type { Router } from 'express';
import { z } from 'zod';
import { HttpError, type ServerContext } from '@plinth/sdk/server';
import type { HostParts } from '../context.js';
import type { LoadedPlugin } from '../plugin-loader.js';
import type { RpcRegistry } from './rpc.js';
import { mergeSettings, pluginSettings, settingsJsonSchema, withoutSecrets } from '../settings.js';

export interface PluginRouteDeps {
  kernel: Kernel<ServerContext<any>>;
  host: HostParts;
  loaded: Map<string, LoadedPlugin>;
  /** The plugin-manage permission check. */
  manage: express.RequestHandler;
}

/**
 * The App Store's settings routes: read (secrets left out), save, and a plugin's settings tests
 * run on the form's values before they are saved.
 */
export function addPluginSettingsRoutes(router: Router, { kernel, host, loaded, manage }: PluginRouteDeps): void {
  const serverPartOf = (id: string) => {
    if (!kernel.status(id)) throw new HttpError(404, `Unknown plugin '${id}'`);
    const server = loaded.get(id)?.definition.server;
    if (!server?.settings) throw new HttpError(404, `Plugin '${id}' has no settings`);
    return { ...server, settings: server.settings };
  };

  router.get('/api/v1/plugins/:id/settings', manage, async (req, res) => {
    const id = String(req.params.id);
    const { settings } = serverPartOf(id);
    const stored = await pluginSettings(host.meta, id, settings).get();
    const answer: PluginSettingsAnswer = { ...withoutSecrets(settings, stored), schema: settingsJsonSchema(settings) };
    res.json(answer);
  });

  router.put('/api/v1/plugins/:id/settings', manage, async (req, res) => {
    const id = String(req.params.id);
    const { settings } = serverPartOf(id);
    const saved = await pluginSettings(host.meta, id, settings).set(req.body);
    res.json(withoutSecrets(settings, saved));
  });

  router.post('/api/v1/plugins/:id/settings/tests/:name', manage, async (req, res) => {
    const id = String(req.params.id);
    const server = serverPartOf(id);
    const test = server.settingsTests?.find((t) => t.name === req.params.name);
    if (!test) throw new HttpError(404, `Plugin '${id}' has no settings test '${String(req.params.name)}'`);
    const ctx = kernel.contextOf(id);
    if (!ctx) throw new HttpError(409, `Plugin '${id}' is not running: enable it first`);
    const stored = (await pluginSettings(host.meta, id, server.settings).get()) as Record<string, unknown>;
    const draft = mergeSettings(server.settings, stored, req.body ?? {});
    res.json({ msg: await test.run(draft, ctx, req.principal!) });
  });
}

/**
 * `xcPluginRead` (000 s.7: args title, returns input JSON): a plugin's settings by its title
 * (`Branding`) or id, as JSON text with secrets left out, and whether it runs.
 */
export function addPluginReadOperation(rpc: RpcRegistry, { kernel, host, loaded }: Omit<PluginRouteDeps, 'manage'>): () => void {
  return rpc.add(
    'host',
    'xcPluginRead',
    async ({ args }) => {
      const { title } = args as { title: string };
      const wanted = title.trim().toLowerCase();
      const status = kernel.list().find((p) => p.manifest.displayName.toLowerCase() === wanted || p.manifest.id === wanted);
      if (!status) throw new HttpError(404, `No plugin is titled '${title}'`);
      const { id, displayName } = status.manifest;
      const schema = loaded.get(id)?.definition.server?.settings;
      const input = schema ? withoutSecrets(schema, await pluginSettings(host.meta, id, schema).get()).value : {};
      return { id, title: displayName, input: JSON.stringify(input), active: status.state === 'started' };
    },
    {
      permission: 'pluginManage',
      args: z.object({ title: z.string({ error: 'title is required' }).trim().min(1, 'title is required').max(100) }) as z.ZodType<unknown>,
    },
  );
}
