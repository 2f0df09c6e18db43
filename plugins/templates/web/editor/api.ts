/** The template service calls of the editor (001 s.7). */
import type { ApiClient } from '@plinth/sdk/web';
import type { TemplateListItem } from '../../types.js';
import type { LooseDocument, WireDocument } from './model.js';

const BASE = '/api/v1/nc/templates';

/** A stored template's numeric id; anything else (none, a local id) means the template is created. */
export function storedId(id: number | string | undefined): number | undefined {
  const n = typeof id === 'number' ? id : /^\d+$/.test(id ?? '') ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** Creates (no id) or updates the template; answers its id. The edit token goes in its header. */
export async function saveTemplate(api: ApiClient, id: number | undefined, doc: WireDocument, token: string | undefined): Promise<number> {
  const init = token ? { headers: { 'xc-template-token': token } } : undefined;
  const saved =
    id === undefined ? await api.post<TemplateListItem>(BASE, doc, init) : await api.put<TemplateListItem>(`${BASE}/${id}`, doc, init);
  return saved.id;
}

/** `POST /api/v1/projectTemplateCreate`: the server files the document in its repository; answers where. */
export async function publishTemplate(api: ApiClient, doc: WireDocument): Promise<string> {
  const answer = await api.post<{ path: string }>('/api/v1/projectTemplateCreate', doc);
  return answer.path;
}

/** A stored template's document. */
export async function loadTemplate(api: ApiClient, id: number): Promise<LooseDocument> {
  const detail = await api.get<{ template: string }>(`${BASE}/${id}`);
  return JSON.parse(detail.template) as LooseDocument;
}

/** A template document read by the server from an http(s) URL. */
export async function loadTemplateUrl(api: ApiClient, url: string): Promise<LooseDocument> {
  return api.post<LooseDocument>(`${BASE}/load-url`, { url });
}
