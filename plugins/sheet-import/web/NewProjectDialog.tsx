/** My Projects' 'Create from Excel / CSV': the import as a new project, in a dialog over the list. */
import { usePlinth, useT, type ProjectActionDialogProps } from '@plinth/sdk/web';
import { Dialog } from '@primer/react';
import { useRef } from 'react';
import { tablePath } from './api.js';
import { ImportWizard } from './ImportWizard.js';

export default function NewProjectDialog({ onClose }: ProjectActionDialogProps) {
  const ctx = usePlinth();
  const t = useT('sheet-import');
  const imported = useRef(false);
  return (
    <Dialog title={t('dialog.title')} width="xlarge" onClose={() => onClose(imported.current)}>
      <ImportWizard
        projectId={null}
        onImported={() => void (imported.current = true)}
        onOpen={(projectId, tn) => {
          onClose(true);
          ctx.navigate(tablePath(projectId, tn));
        }}
      />
    </Dialog>
  );
}
