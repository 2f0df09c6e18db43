import { TextField, usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { Button, LinkButton, Spinner, Stack } from '@primer/react';
import { useEffect, useState, type FormEvent } from 'react';
import { authApi } from '../api.js';
import { PATHS, PLUGIN_ID } from '../paths.js';
import { AuthCard, ErrorBanner, mutedStyle, useSubmit } from '../ui.js';
import { passwordProblem } from '../validation.js';

/**
 * `/user/password/reset?token=...` (the mailed link): the token is checked first; a bad one leads
 * to the invalid page, a good one to the new-password form, then to the success page.
 */
export function ResetPasswordPage() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const token = new URLSearchParams(useRoute().search).get('token');
  const [email, setEmail] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const { busy, error, run } = useSubmit();
  const problem = passwordProblem(password);

  useEffect(() => {
    if (!token) return ctx.navigate(PATHS.resetInvalid);
    let current = true;
    authApi.validateResetToken(ctx.api, token).then(
      (answer) => current && setEmail(answer.email),
      // 000 s.8: a failed validation counts as "not valid".
      () => current && ctx.navigate(PATHS.resetInvalid),
    );
    return () => {
      current = false;
    };
  }, [ctx, token]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem || !token) return;
    void run(async () => {
      await authApi.reset(ctx.api, token, password);
      ctx.navigate(PATHS.resetSuccess);
    });
  };

  return (
    <AuthCard title={t('reset.title')}>
      {email === null ? (
        <Spinner size="medium" srText={t('reset.checking')} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="normal">
            <p style={mutedStyle}>{t('reset.for', { email })}</p>
            <ErrorBanner message={error} title={t('error.title')} />
            {/* Lets password managers file the new password under the right account. */}
            <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
            <TextField
              label={t('field.newPassword')}
              type="password"
              name="password"
              autoComplete="new-password"
              autoFocus
              value={password}
              onChange={setPassword}
              error={checked && problem ? t(problem) : null}
            />
            <Button type="submit" variant="primary" block loading={busy}>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}

/** `/user/password/reset/invalid`. */
export function ResetInvalidPage() {
  const t = useT(PLUGIN_ID);
  return (
    <AuthCard title={t('reset.invalid.title')}>
      <p style={mutedStyle}>{t('reset.invalid.lead')}</p>
      <LinkButton href={`#${PATHS.forgot}`}>{t('reset.invalid.again')}</LinkButton>
    </AuthCard>
  );
}

/** `/user/password/reset/success`. */
export function ResetSuccessPage() {
  const t = useT(PLUGIN_ID);
  return (
    <AuthCard title={t('reset.success.title')}>
      <p style={mutedStyle}>{t('reset.success.lead')}</p>
      <LinkButton variant="primary" href={`#${PATHS.signIn}`}>
        {t('reset.success.signIn')}
      </LinkButton>
    </AuthCard>
  );
}
