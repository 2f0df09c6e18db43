/** Name / value rows with an enabled switch each (query parameters, headers, environment variables). */
import { useT } from '@plinth/sdk/web';
import { PlusIcon, TrashIcon } from '@primer/octicons-react';
import { Button, Checkbox, IconButton, Stack, TextInput } from '@primer/react';
import type { NameValue } from './request.js';
import { VarField } from './VarField.js';

const PLUGIN_ID = 'api-client';

export function RowsEditor({
  rows,
  onChange,
  vars,
  label,
}: {
  rows: NameValue[];
  onChange(rows: NameValue[]): void;
  /** The variables a value may use; absent for the variables themselves. */
  vars?: ReadonlyMap<string, string>;
  label: string;
}) {
  const t = useT(PLUGIN_ID);
  const set = (i: number, patch: Partial<NameValue>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Stack gap="condensed" aria-label={label} role="group">
      {rows.map((row, i) => (
        <Stack key={i} direction="horizontal" gap="condensed" align="center">
          <Checkbox
            aria-label={t('row.enabled', { n: i + 1 })}
            checked={row.enabled}
            onChange={(e) => set(i, { enabled: e.currentTarget.checked })}
          />
          <TextInput aria-label={t('row.name', { n: i + 1 })} value={row.name} onChange={(e) => set(i, { name: e.currentTarget.value })} />
          {vars ? (
            <VarField
              label={t('row.value', { n: i + 1 })}
              value={row.value}
              vars={vars}
              invalidText={t('env.invalid')}
              onChange={(value) => set(i, { value })}
              block
            />
          ) : (
            <TextInput
              aria-label={t('row.value', { n: i + 1 })}
              value={row.value}
              onChange={(e) => set(i, { value: e.currentTarget.value })}
              block
            />
          )}
          <IconButton
            icon={TrashIcon}
            size="small"
            variant="invisible"
            aria-label={t('row.remove', { n: i + 1 })}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          />
        </Stack>
      ))}
      <div>
        <Button size="small" leadingVisual={PlusIcon} onClick={() => onChange([...rows, { name: '', value: '', enabled: true }])}>
          {t('row.add')}
        </Button>
      </div>
    </Stack>
  );
}
