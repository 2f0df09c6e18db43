import { FormControl, TextInput } from '@primer/react';
import type { HTMLInputTypeAttribute, ReactElement, ReactNode, Ref } from 'react';

export interface FormFieldProps {
  label: ReactNode;
  /** A line of help under the control. */
  hint?: ReactNode;
  /** The message to show under the control (already translated), or null. */
  error?: string | null;
  required?: boolean;
  /** One Primer input (TextInput, Select, Textarea...), a direct child so the label names it. */
  children: ReactElement;
}

/** A labelled control with its hint and validation message. */
export function FormField({ label, hint, error, required, children }: FormFieldProps) {
  return (
    <FormControl required={required}>
      <FormControl.Label>{label}</FormControl.Label>
      {children}
      {hint && <FormControl.Caption>{hint}</FormControl.Caption>}
      {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
    </FormControl>
  );
}

export interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The message to show under the input (already translated), or null. */
  error?: string | null;
  hint?: string;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  placeholder?: string;
  readOnly?: boolean;
  name?: string;
  maxLength?: number;
  /** The input element (a dialog's initial focus). */
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input with its hint and validation message (marked invalid while it has one). */
export function TextField({ label, value, onChange, error, hint, required, type = 'text', inputRef, ...input }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required={required}>
      <TextInput
        ref={inputRef}
        block
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        validationStatus={error ? 'error' : undefined}
        {...input}
      />
    </FormField>
  );
}
