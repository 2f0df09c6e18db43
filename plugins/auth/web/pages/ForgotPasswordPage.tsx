import { TextField, usePlinth, useT } from '@plinth/sdk/web';
import { Banner, Button, Link, Stack } from '@primer/react';
import { useState, type FormEvent } from 'react';
import { authApi } from '../api.js';
import { PATHS, PLUGIN_ID } from '../paths.js';
import { AuthCard, ErrorBanner, mutedStyle, useSubmit } from '../ui.js';
import { emailProblem } from '../validation.js';

/** `/user/password/forgot`: mails a reset link (the answer is the same for unknown addresses). */
export function ForgotPasswordPage() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState(false);
  const { busy, error, run } = useSubmit();
  const problem = emailProblem(email);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem) return;
    void run(async () => {
      await authApi.forgot(ctx.api, email.trim());
      setSent(true);
    });
  };

  return (
    <AuthCard title={t('forgot.title')}>
      {sent ? (
        <div role="status">
          <Banner variant="success" title={t('forgot.sent')} hideTitle description={t('forgot.sent')} layout="compact" />
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="normal">
            <p style={mutedStyle}>{t('forgot.lead')}</p>
            <ErrorBanner message={error} title={t('error.title')} />
            <TextField
              label={t('field.email')}
              type="email"
              name="email"
              autoComplete="username"
              autoFocus
              value={email}
              onChange={setEmail}
              error={checked && problem ? t(problem) : null}
            />
            <Button type="submit" variant="primary" block loading={busy}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Link href={`#${PATHS.signIn}`}>{t('forgot.back')}</Link>
    </AuthCard>
  );
}
