import type { ProjectInfo } from '@plinth/sdk';
import { errorText, tableMetaStore, usePlinth, useT } from '@plinth/sdk/web';
import { useState } from 'react';
import { galleryApi } from './api.js';

/** Failed saves and imports show their message for 3 s (001 s.8). */
const ERROR_MS = 3000;

/**
 * 'Use template': a new project (with the full-screen overlay, then sign-up or the new project's
 * dashboard, 001 s.4) or the template's tables imported into the open project.
 */
export function useTemplateActions() {
  const ctx = usePlinth();
  const t = useT('templates');
  const [creating, setCreating] = useState(false);

  /** Where a new project leads: sign-up while a first user or master-key auth is indicated. */
  const projectInfo = async (): Promise<ProjectInfo | null> => {
    try {
      const info = await ctx.api.get<ProjectInfo>('/auth/type');
      ctx.session.setProjectInfo(info);
      return info;
    } catch (err) {
      console.error('[templates] /auth/type', err);
      return ctx.session.projectInfo;
    }
  };

  const createProject = async (templateId: number, projectType: 'rest' | 'graphql') => {
    setCreating(true);
    try {
      const project = await galleryApi.createProject(ctx.api, templateId, projectType);
      const info = await projectInfo();
      if (info?.firstUser || info?.authType === 'masterKey') ctx.navigate('/user/authentication/signup');
      else ctx.navigate(`/nc/${encodeURIComponent(project.id)}?new=1`);
    } catch (err) {
      ctx.toast.error(errorText(err), ERROR_MS);
    } finally {
      setCreating(false);
    }
  };

  /** Imports into `projectId`; true when it worked. */
  const importInto = async (projectId: string, templateId: number): Promise<boolean> => {
    try {
      const r = await galleryApi.importInto(ctx.api, projectId, templateId);
      const n = r.tables?.length;
      ctx.toast.success(n ? t('import.done', { count: n }) : t('import.doneNoCount'));
      tableMetaStore(ctx).schemaChanged(projectId);
      return true;
    } catch (err) {
      ctx.toast.error(errorText(err), ERROR_MS);
      return false;
    }
  };

  return { creating, createProject, importInto };
}
