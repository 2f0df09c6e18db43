/**
 * The password step of a link that needs one (a shared view, a shared base): one field and a
 * button, an 'empty' or 'wrong password' message under the field. Texts come from the caller's
 * bundle, so each link type words it in its own terms.
 */
import { Button, Heading, Stack } from '@primer/react';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from './FormField.js';

export interface PasswordGateProps {
  texts: { title: string; password: string; submit: string; required: string; invalid: string };
  /** The last password given was wrong. */
  invalid: boolean;
  /** A refusal other than a wrong password (e.g. too many tries), shown instead. */
  message?: string | null;
  busy: boolean;
  onSubmit(password: string): void;
}

export function PasswordGate({ texts, invalid, message, busy, onSubmit }: PasswordGateProps) {
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setEmpty(true);
    setEmpty(false);
    onSubmit(password);
  };
  return (
    <section
      style={{ padding: 'var(--base-size-16, 16px)', display: 'flex', flexDirection: 'column', alignItems: 'center' }}
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} style={{ width: '100%', maxWidth: 360, marginTop: 'var(--base-size-40, 40px)' }}>
        <Stack gap="normal">
          <Heading as="h1" id={titleId} style={{ fontSize: 'var(--text-title-size-medium, 1.25rem)' }}>
            {texts.title}
          </Heading>
          <TextField
            label={texts.password}
            required
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={setPassword}
            error={empty ? texts.required : busy ? null : (message ?? (invalid ? texts.invalid : null))}
          />
          <Button type="submit" variant="primary" disabled={busy}>
            {texts.submit}
          </Button>
        </Stack>
      </form>
    </section>
  );
}
