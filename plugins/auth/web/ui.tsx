import { Banner, FormControl, Heading, Stack, TextInput } from '@primer/react';
import { useId, type CSSProperties, type ReactNode } from 'react';

// Inline styles: the plugin ships no stylesheet; Primer's tokens keep both colour modes right.
const cardStyle: CSSProperties = {
  width: '100%',
  maxWidth: 400,
  padding: 'var(--base-size-24)',
  border: 'var(--borderWidth-thin) solid var(--borderColor-default)',
  borderRadius: 'var(--borderRadius-large)',
  backgroundColor: 'var(--bgColor-default)',
};
export const mutedStyle: CSSProperties = { margin: 0, color: 'var(--fgColor-muted)', fontSize: 'var(--text-body-size-small)' };
export const pageStyle: CSSProperties = { maxWidth: 960, margin: '0 auto', padding: 'var(--base-size-24) var(--base-size-16)' };

/** The frame of the sign-in, sign-up and password screens (inside the public layout). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section style={cardStyle} aria-labelledby={id}>
      <Stack gap="normal">
        <Heading as="h1" variant="medium" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

export interface FieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The message to show under the input (already translated), or null. */
  error?: string | null;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  readOnly?: boolean;
  autoFocus?: boolean;
  name?: string;
}

/** A labelled input with its validation message. */
export function Field({ label, value, onChange, error, type = 'text', ...input }: FieldProps) {
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
      {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
    </FormControl>
  );
}

/** A server answer shown as returned (`{ msg }`), announced to screen readers. */
export function ErrorBanner({ message, title }: { message: string | null; title: string }) {
  if (!message) return null;
  return (
    <div role="alert">
      <Banner variant="critical" title={title} hideTitle description={message} layout="compact" />
    </div>
  );
}

export { useSubmit } from '@plinth/sdk/web';
