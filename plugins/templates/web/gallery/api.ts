import type { ApiClient } from '@plinth/sdk/web';
import type { TemplateCategory, TemplateDetail, TemplateDocument, TemplateListItem } from '../../types.js';

const BASE = '/api/v1/nc/templates';

/** The template service (001 s.7) and the two template operations. */
export const galleryApi = {
  list: (api: ApiClient, category: string) =>
    api.get<{ data: TemplateListItem[]; count: number }>(`${BASE}?limit=100${category ? `&category=${encodeURIComponent(category)}` : ''}`),
  categories: (api: ApiClient) => api.get<TemplateCategory[]>(`${BASE}/categories`),
  async detail(api: ApiClient, id: number | string): Promise<TemplateDetail & { document: TemplateDocument }> {
    const d = await api.get<TemplateDetail>(`${BASE}/${encodeURIComponent(String(id))}`);
    return { ...d, document: JSON.parse(d.template) as TemplateDocument };
  },
  createProject: (api: ApiClient, templateId: number, projectType: 'rest' | 'graphql') =>
    api.rpc<{ id: string; title: string }>('projectCreateByWebWithXCDB', { args: { projectType, template: templateId } }),
  importInto: (api: ApiClient, projectId: string, templateId: number) =>
    api.rpc<{ tables?: string[] }>('xcModelsCreateFromTemplate', {
      project_id: projectId,
      dbAlias: 'db',
      env: '_noco',
      args: { template: templateId },
    }),
};
