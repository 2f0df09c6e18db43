/**
 * The Themes tab (000 s.2 "Themes (project settings)", project admins): the project's own theme,
 * a preset or custom colours, which every member sees inside the project instead of their own
 * palette; or none, and each keeps theirs. Each choice is saved at once and painted at once.
 */
import { errorText, observer, PageFrame, usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { Stack } from '@primer/react';
import { useEffect, useState } from 'react';
import { projectThemePath } from '../project-theme.js';
import { PalettePicker, type PaletteChoice } from './PalettePicker.js';
import { PLUGIN_ID, projectThemeState, setProjectTheme } from './theme-state.js';

const ProjectThemeTab = observer(function ProjectThemeTab(_props: { tab: { key: string; name: string } }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const projectId = useRoute().params.project_id ?? '';
  const [saving, setSaving] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const theme = projectThemeState.projectId === projectId ? projectThemeState.theme : null;

  useEffect(() => {
    if (!projectId) return;
    ctx.api.get<PaletteChoice>(projectThemePath(projectId)).then(
      (loaded) => setProjectTheme(projectId, loaded),
      (err: unknown) => setLoadError(errorText(err)),
    );
  }, [ctx, projectId]);

  const save = async (next: PaletteChoice) => {
    const before = theme;
    setProjectTheme(projectId, next);
    setSaving(true);
    try {
      setProjectTheme(projectId, await ctx.api.put<PaletteChoice>(projectThemePath(projectId), next));
      ctx.toast.success(next.themeName ? t('project.saved', { theme: next.themeName }) : t('project.cleared'));
    } catch (err) {
      setProjectTheme(projectId, before);
      ctx.toast.error(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  if (!projectId) return null;
  return (
    <div style={{ overflow: 'auto', height: '100%' }} data-testid="project-theme-tab">
      <PageFrame title={t('project.title')} description={t('project.explain')} narrow>
        <Stack gap="spacious">
          {loadError && <p role="alert">{loadError}</p>}
          {theme && (
            <PalettePicker
              name="project-theme"
              value={theme}
              onChange={(next) => void save(next)}
              noneLabel={t('project.none')}
              disabled={saving}
            />
          )}
        </Stack>
      </PageFrame>
    </div>
  );
});

export default ProjectThemeTab;
