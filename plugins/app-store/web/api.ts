/** The host's plugin routes the App Store calls, typed. */
import type { PluginInstallInfo, PluginListItem, PluginSettingsAnswer } from '@plinth/sdk';
import { ApiError, sessionHeaders, type WebContext } from '@plinth/sdk/web';

const BASE = '/api/v1/plugins';
const plugin = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** `PUT /api/v1/plugins/:id/settings`: the saved settings, secrets left out. */
export type SavedSettings = Pick<PluginSettingsAnswer, 'value' | 'secretsSet'>;

export function pluginsApi(ctx: WebContext) {
  const { api } = ctx;
  return {
    settings: (id: string) => api.get<PluginSettingsAnswer>(`${plugin(id)}/settings`, { ignorePreview: true }),
    saveSettings: (id: string, body: Record<string, unknown>) =>
      api.put<SavedSettings>(`${plugin(id)}/settings`, body, { ignorePreview: true }),
    runTest: (id: string, name: string, body: Record<string, unknown>) =>
      api.post<{ msg: string }>(`${plugin(id)}/settings/tests/${encodeURIComponent(name)}`, body, { ignorePreview: true }),
    installInfo: () => api.get<PluginInstallInfo>(`${BASE}/install`, { ignorePreview: true }),
    installNpm: (npm: string) => api.post<PluginListItem>(`${BASE}/install`, { npm }, { ignorePreview: true }),
    installUpload: (file: File) => uploadPackage(ctx, file),
    uninstall: (id: string, dropTables: boolean) =>
      api.delete<{ msg?: string }>(`${plugin(id)}${dropTables ? '?dropTables=1' : ''}`, { ignorePreview: true }),
  };
}

export type PluginsApi = ReturnType<typeof pluginsApi>;

/**
 * Sends a plugin package (`.tgz`, form field `file`) with its progress on the frame's loading bar
 * (an XMLHttpRequest: fetch reports no upload progress); rejects with the server's `{ msg }`.
 */
function uploadPackage(ctx: WebContext, file: File): Promise<PluginListItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${BASE}/install`);
    for (const [name, value] of Object.entries(sessionHeaders(ctx))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => ctx.progress?.transfer(e.loaded, e.total || file.size);
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as PluginListItem);
      else reject(new ApiError(xhr.status, (body as { msg?: string }).msg ?? xhr.statusText, body));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
