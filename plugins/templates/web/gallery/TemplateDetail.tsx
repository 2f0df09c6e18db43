import { observer, usePlinth, useT } from '@plinth/sdk/web';
import { ActionList, ActionMenu, Button, Spinner, Stack } from '@primer/react';
import { ArrowLeftIcon } from '@primer/octicons-react';
import { useEffect, useState } from 'react';
import type { TemplateDetail as Detail, TemplateDocument } from '../../types.js';
import { TemplateEditor } from '../editor/index.js';
import { galleryApi } from './api.js';
import { bannerStyle } from './card.js';
import { CreatingOverlay } from './CreatingOverlay.js';
import { useTemplateActions } from './use-template-actions.js';

export interface TemplateDetailProps {
  id: number;
  /** The project the tables go into (import mode); none: 'Use template' makes a new project. */
  importInto?: string;
  /** Back to the gallery (inline in the modal). */
  onBack?(): void;
  /** After a successful import. */
  onImported?(): void;
}

function UseTemplate({ id, importInto, onImported }: Pick<TemplateDetailProps, 'id' | 'importInto' | 'onImported'>) {
  const t = useT('templates');
  const actions = useTemplateActions();
  const [busy, setBusy] = useState(false);
  if (importInto)
    return (
      <Button
        variant="primary"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          const ok = await actions.importInto(importInto, id);
          setBusy(false);
          if (ok) onImported?.();
        }}
      >
        {t('detail.use')}
      </Button>
    );
  return (
    <>
      <ActionMenu>
        <ActionMenu.Button variant="primary">{t('detail.use')}</ActionMenu.Button>
        <ActionMenu.Overlay>
          <ActionList>
            <ActionList.Item onSelect={() => void actions.createProject(id, 'rest')}>{t('detail.createRest')}</ActionList.Item>
            <ActionList.Item onSelect={() => void actions.createProject(id, 'graphql')}>{t('detail.createGql')}</ActionList.Item>
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
      {actions.creating && <CreatingOverlay />}
    </>
  );
}

/** The detail of a template (001 s.2): banner, title, description, 'Use template', the editor read-only. */
export const TemplateDetail = observer(function TemplateDetail({ id, importInto, onBack, onImported }: TemplateDetailProps) {
  const ctx = usePlinth();
  const t = useT('templates');
  const [detail, setDetail] = useState<(Detail & { document: TemplateDocument }) | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    // A path that names no template id (`/project/templates/crm`) asks the server nothing.
    if (!Number.isSafeInteger(id) || id <= 0) {
      setDetail(null);
      return;
    }
    setDetail(undefined);
    galleryApi.detail(ctx.api, id).then(
      (d) => live && setDetail(d),
      (err: unknown) => {
        // 001 s.8: only logged.
        console.error('[templates] detail', err);
        if (live) setDetail(null);
      },
    );
    return () => {
      live = false;
    };
  }, [ctx.api, id]);
  const back = onBack && (
    <Button leadingVisual={ArrowLeftIcon} variant="invisible" onClick={onBack}>
      {t('detail.back')}
    </Button>
  );
  if (detail === undefined) return <Spinner size="medium" aria-label={t('detail.loading')} />;
  if (detail === null) return <>{back}</>;
  return (
    <article aria-label={detail.title} data-testid="template-detail">
      {back}
      <div style={{ ...bannerStyle(detail.image_url, 160), borderRadius: 6 }} role="img" aria-label={t('detail.banner')} />
      <Stack direction="horizontal" justify="space-between" align="start" style={{ margin: '16px 0' }}>
        <div style={{ minWidth: 0 }}>
          <h2 style={{ margin: '0 0 8px' }}>{detail.title}</h2>
          {detail.description && <p style={{ margin: 0, color: 'var(--fgColor-muted, #59636e)' }}>{detail.description}</p>}
        </div>
        <UseTemplate id={id} importInto={importInto} onImported={onImported} />
      </Stack>
      <TemplateEditor document={detail.document} templateId={id} readOnly />
    </article>
  );
});
