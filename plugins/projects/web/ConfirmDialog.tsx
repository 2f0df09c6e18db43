import { useT } from '@plinth/sdk/web';
import { Checkbox, Dialog, FormControl, Stack } from '@primer/react';
import { useState, type KeyboardEvent } from 'react';
import { mutedStyle } from './ui.js';
import { PLUGIN_ID } from './paths.js';

export interface ConfirmRequest {
  title: string;
  body: string;
  danger?: boolean;
  /** An extra choice shown as a checkbox (e.g. "also delete the database file"). */
  option?: string;
}

export interface ConfirmDialogProps extends ConfirmRequest {
  /** `confirmed` false for Cancel, Esc or the close button; `option` is the checkbox state. */
  onClose(result: { confirmed: boolean; option: boolean }): void;
}

/** Cancel / Submit confirmation: Esc cancels, Enter submits (unless a button has the focus). */
export function ConfirmDialog({ title, body, danger, option, onClose }: ConfirmDialogProps) {
  const t = useT(PLUGIN_ID);
  const [checked, setChecked] = useState(false);
  const submit = () => onClose({ confirmed: true, option: checked });
  const cancel = () => onClose({ confirmed: false, option: false });
  // React events bubble through the dialog's portal to this wrapper; a focused button handles its own Enter.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.target instanceof HTMLButtonElement) return;
    event.preventDefault();
    submit();
  };
  return (
    <div onKeyDown={onKeyDown}>
      <Dialog
        title={title}
        role="alertdialog"
        onClose={cancel}
        footerButtons={[
          { buttonType: 'default', content: t('confirm.cancel'), onClick: cancel },
          { buttonType: danger ? 'danger' : 'primary', content: t('confirm.submit'), onClick: submit, autoFocus: true },
        ]}
      >
        <Stack gap="normal">
          <p style={{ ...mutedStyle, fontSize: undefined }}>{body}</p>
          {option && (
            <FormControl>
              <Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)} />
              <FormControl.Label>{option}</FormControl.Label>
            </FormControl>
          )}
        </Stack>
      </Dialog>
    </div>
  );
}
