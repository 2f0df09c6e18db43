import { observer, TextField, usePlinth, useT } from '@plinth/sdk/web';
import { Button, Link, Stack } from '@primer/react';
import { useState, type FormEvent } from 'react';
import { authApi } from '../api.js';
import { OAuthButtons } from '../OAuthButtons.js';
import { PATHS, PLUGIN_ID } from '../paths.js';
import { completeSignIn } from '../session-actions.js';
import { AuthCard, ErrorBanner, mutedStyle, useSubmit } from '../ui.js';
import { emailProblem, passwordProblem } from '../validation.js';

/** `/user/authentication/signin`: e-mail and password (000 s.2, s.5). */
export const SignInPage = observer(function SignInPage() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Messages appear once the form was submitted, then follow the typing.
  const [checked, setChecked] = useState(false);
  const { busy, error, run } = useSubmit();
  const problems = { email: emailProblem(email), password: passwordProblem(password) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.email || problems.password) return;
    void run(async () => {
      const { token } = await authApi.signIn(ctx.api, { email: email.trim(), password });
      await completeSignIn(ctx, token);
    });
  };

  return (
    <AuthCard title={t('signIn.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="normal">
          <ErrorBanner message={error} title={t('error.title')} />
          <TextField
            label={t('field.email')}
            type="email"
            name="email"
            autoComplete="username"
            autoFocus
            value={email}
            onChange={setEmail}
            error={checked && problems.email ? t(problems.email) : null}
          />
          <TextField
            label={t('field.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={checked && problems.password ? t(problems.password) : null}
          />
          <Button type="submit" variant="primary" block loading={busy}>
            {t('signIn.submit')}
          </Button>
          <OAuthButtons />
          <Stack direction="horizontal" justify="space-between" wrap="wrap">
            <Link href={`#${PATHS.forgot}`} style={{ fontSize: 'var(--text-body-size-small)' }}>
              {t('signIn.forgot')}
            </Link>
            <span style={mutedStyle}>
              {t('signIn.noAccount')}{' '}
              <Link inline href={`#${PATHS.signUp}`}>
                {t('signIn.toSignUp')}
              </Link>
            </span>
          </Stack>
        </Stack>
      </form>
    </AuthCard>
  );
});
