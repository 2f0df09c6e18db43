/**
 * A value shown once to copy (an invitation link, a new API token): the caller's field showing
 * it, then Copy (a toast says whether the clipboard took it) and Done.
 */
import { copyText, usePlinth, useT } from '@plinth/sdk/web';
import { Button, Stack } from '@primer/react';
import type { ReactNode } from 'react';
import { PLUGIN_ID } from './plugin-id.js';

export function CopyOnce(props: { value: string; copyLabel: string; copiedText: string; onDone(): void; children: ReactNode }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const { value } = props;
  return (
    <Stack gap="normal">
      {props.children}
      <Stack direction="horizontal" gap="condensed">
        <Button
          onClick={() =>
            void copyText(value).then((ok) =>
              ok ? ctx.toast.success(props.copiedText) : ctx.toast.error(t('copyFailed', { text: value })),
            )
          }
        >
          {props.copyLabel}
        </Button>
        <Button variant="primary" onClick={props.onDone}>
          {t('add.done')}
        </Button>
      </Stack>
    </Stack>
  );
}
