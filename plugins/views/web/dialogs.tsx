/** The drawer's name dialog: a view's name (create, copy, rename); deleting asks through ctx.confirm. */
import { FormField, TextField, useReturnFocusRef, useT } from '@plinth/sdk/web';
import { Dialog, Select, Stack } from '@primer/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { PLUGIN_ID } from './constants.js';

export interface NameDialogProps {
  title: string;
  submitLabel: string;
  initialName: string;
  /** View types to choose from (create, copy); omitted: no type field. */
  types?: { type: string; title: string }[];
  /** The type chosen at first (default the first of `types`). */
  initialType?: string;
  /** Runs the call; resolves true when done (the dialog closes), false to keep it open (an error was shown). */
  onSubmit(name: string, type: string | undefined): Promise<boolean>;
  onClose(): void;
}

export function NameDialog({ title, submitLabel, initialName, types, initialType, onSubmit, onClose }: NameDialogProps) {
  const t = useT(PLUGIN_ID);
  const formId = useId();
  // Opened from a view's menu, whose item is gone when the dialog closes: the focus goes to its button.
  const returnFocusRef = useReturnFocusRef();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initialName);
  const [type, setType] = useState(initialType ?? types?.[0]?.type);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    if (!name.trim()) return setError(t('name.required'));
    setError(null);
    setBusy(true);
    const done = await onSubmit(name.trim(), type).finally(() => setBusy(false));
    if (done) onClose();
  };
  return (
    <Dialog
      title={title}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      initialFocusRef={input}
      footerButtons={[
        { buttonType: 'default', content: t('common.cancel'), onClick: onClose },
        { buttonType: 'primary', content: submitLabel, type: 'submit', form: formId, disabled: busy },
      ]}
    >
      <form id={formId} onSubmit={(e) => void submit(e)}>
        <Stack gap="normal">
          <TextField label={t('name.label')} required inputRef={input} value={name} maxLength={255} onChange={setName} error={error} />
          {types && types.length > 0 && (
            <FormField label={t('type.label')}>
              <Select block value={type} onChange={(e) => setType(e.target.value)}>
                {types.map((v) => (
                  <Select.Option key={v.type} value={v.type}>
                    {v.title}
                  </Select.Option>
                ))}
              </Select>
            </FormField>
          )}
        </Stack>
      </form>
    </Dialog>
  );
}
