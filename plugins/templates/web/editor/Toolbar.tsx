import { Button, IconButton, Stack } from '@primer/react';
import { CopyIcon, PlusIcon, QuestionIcon, UploadIcon } from '@primer/octicons-react';
import { useT } from '@plinth/sdk/web';

export interface ToolbarProps {
  readOnly: boolean;
  busy: boolean;
  /** The template is stored: the submit button reads 'Update in'. */
  stored: boolean;
  /** No template-edit token: offer publishing to the repository (projectTemplateCreate). */
  canPublish: boolean;
  onImport(): void;
  onHelp(): void;
  onReset(): void;
  onNewTable(): void;
  onCopy(): void;
  onPublish(): void;
  onSubmit(): void;
}

/** The editor's toolbar (001 s.2): Import, help, Reset, New table, copy JSON, Submit to / Update in. */
export function Toolbar(p: ToolbarProps) {
  const t = useT('templates');
  return (
    <Stack direction="horizontal" align="center" gap="condensed" wrap="wrap" role="toolbar" aria-label={t('editor.toolbar')}>
      {!p.readOnly && (
        <Button leadingVisual={UploadIcon} onClick={p.onImport}>
          {t('editor.import')}
        </Button>
      )}
      <IconButton icon={QuestionIcon} aria-label={t('editor.help')} onClick={p.onHelp} />
      <IconButton icon={CopyIcon} aria-label={t('editor.copyJson')} onClick={p.onCopy} />
      {!p.readOnly && (
        <>
          <Button onClick={p.onReset}>{t('editor.reset.button')}</Button>
          <Button leadingVisual={PlusIcon} onClick={p.onNewTable}>
            {t('editor.newTable')}
          </Button>
          {p.canPublish && (
            <Button onClick={p.onPublish} disabled={p.busy}>
              {t('editor.publish')}
            </Button>
          )}
          <Button variant="primary" onClick={p.onSubmit} disabled={p.busy}>
            {p.stored ? t('editor.updateIn') : t('editor.submitTo')}
          </Button>
        </>
      )}
    </Stack>
  );
}
