import { usePlinth, useT, type ProjectActionDialogProps } from '@plinth/sdk/web';
import { Dialog } from '@primer/react';
import { useState } from 'react';
import { Gallery } from './Gallery.js';
import { TemplateDetail } from './TemplateDetail.js';

export interface GalleryDialogProps {
  /** Import mode: 'Use template' imports into this project; else it makes a new project. */
  importInto?: string;
  onClose(changed?: boolean): void;
}

/** The gallery in a modal, its detail inline (001 s.2). */
export function GalleryDialog({ importInto, onClose }: GalleryDialogProps) {
  const ctx = usePlinth();
  const t = useT('templates');
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Dialog title={t('gallery.title')} onClose={() => onClose()} width="auto" height="large" position="center">
      {/* Wider than Primer's largest preset (640 px): three or four cards a row on a desktop. */}
      <div style={{ width: 'min(1200px, calc(100vw - 96px))' }}>
        {open === null ? (
          <Gallery
            onOpen={setOpen}
            onNewTemplate={() => {
              onClose();
              ctx.navigate('/inspire');
            }}
          />
        ) : (
          <TemplateDetail id={open} importInto={importInto} onBack={() => setOpen(null)} onImported={() => onClose(true)} />
        )}
      </div>
    </Dialog>
  );
}

/** My Projects' 'Create from template': the gallery in project-creation mode. */
export default function CreateFromTemplateDialog({ onClose }: ProjectActionDialogProps) {
  return <GalleryDialog onClose={onClose} />;
}
