import { dashboardProjectOf, observer, usePlinth, useT } from '@plinth/sdk/web';
import { IconButton } from '@primer/react';
import { ProjectTemplateIcon } from '@primer/octicons-react';
import { lazy, Suspense, useState } from 'react';

const GalleryDialog = lazy(() => import('./GalleryDialog.js').then((m) => ({ default: m.GalleryDialog })));

/**
 * The top bar's project-template import (000 s.2): inside a project's dashboard, for users holding
 * `template-import` (the project's admins); the gallery in import mode.
 */
export const TemplateImportButton = observer(function TemplateImportButton() {
  const ctx = usePlinth();
  const t = useT('templates');
  const [open, setOpen] = useState(false);
  const projectId = dashboardProjectOf(ctx.route.path);
  if (!projectId || !ctx.session.user || !ctx.session.can('template-import')) return null;
  return (
    <>
      <IconButton
        icon={ProjectTemplateIcon}
        aria-label={t('import.button')}
        size="small"
        variant="invisible"
        onClick={() => setOpen(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <GalleryDialog importInto={projectId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
});
