import type { ProjectApiType } from '@plinth/sdk';
import { useT } from '@plinth/sdk/web';
import { FormControl, Radio, RadioGroup, Stack, TextInput } from '@primer/react';
import type { HTMLInputTypeAttribute } from 'react';
import { PLUGIN_ID } from './paths.js';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The message to show under the input (already translated), or null. */
  error?: string | null;
  hint?: string;
  type?: HTMLInputTypeAttribute;
  autoFocus?: boolean;
  autoComplete?: string;
  placeholder?: string;
}

/** A labelled input with its hint and validation message. */
export function TextField({ label, value, onChange, error, hint, type = 'text', ...input }: TextFieldProps) {
  return (
    <FormControl>
      <FormControl.Label>{label}</FormControl.Label>
      <TextInput
        block
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        validationStatus={error ? 'error' : undefined}
        {...input}
      />
      {hint && <FormControl.Caption>{hint}</FormControl.Caption>}
      {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
    </FormControl>
  );
}

/** REST or GraphQL (the project access type). */
export function AccessTypeField({ value, onChange }: { value: ProjectApiType; onChange(value: ProjectApiType): void }) {
  const t = useT(PLUGIN_ID);
  return (
    <RadioGroup name="projects-access-type" onChange={(next) => next && onChange(next as ProjectApiType)}>
      <RadioGroup.Label>{t('field.projectType')}</RadioGroup.Label>
      <Stack direction="horizontal">
        {(['rest', 'graphql'] as const).map((type) => (
          <FormControl key={type}>
            <Radio value={type} checked={value === type} />
            <FormControl.Label>{t(`access.${type}`)}</FormControl.Label>
          </FormControl>
        ))}
      </Stack>
    </RadioGroup>
  );
}
