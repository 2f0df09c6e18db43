import { observer, TextField, usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { Button, Link, Spinner, Stack } from '@primer/react';
import { useEffect, useState, type FormEvent } from 'react';
import { authApi, errorText } from '../api.js';
import { PATHS, PLUGIN_ID } from '../paths.js';
import { completeSignIn } from '../session-actions.js';
import { AuthCard, ErrorBanner, mutedStyle, useSubmit } from '../ui.js';
import { emailProblem, passwordProblem } from '../validation.js';

type Invitation = { status: 'none' } | { status: 'loading' } | { status: 'ready'; email: string } | { status: 'failed'; msg: string };

/** Reads the invitation of `/user/authentication/signup/:token`: its e-mail is the account's. */
function useInvitation(token: string | undefined): Invitation {
  const ctx = usePlinth();
  const [invitation, setInvitation] = useState<Invitation>(token ? { status: 'loading' } : { status: 'none' });
  useEffect(() => {
    if (!token) return setInvitation({ status: 'none' });
    let current = true;
    setInvitation({ status: 'loading' });
    authApi.invitation(ctx.api, token).then(
      ({ email }) => current && setInvitation({ status: 'ready', email }),
      (err: unknown) => current && setInvitation({ status: 'failed', msg: errorText(err) }),
    );
    return () => {
      current = false;
    };
  }, [ctx, token]);
  return invitation;
}

/**
 * `/user/authentication/signup` and the invitation sign-up `/user/authentication/signup/:token`
 * (e-mail prefilled and fixed). The first account becomes the Super Admin.
 */
export const SignUpPage = observer(function SignUpPage() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const token = useRoute().params.token;
  const invitation = useInvitation(token);
  const [typedEmail, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const { busy, error, run } = useSubmit();
  const email = invitation.status === 'ready' ? invitation.email : typedEmail;
  const problems = { email: emailProblem(email), password: passwordProblem(password) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.email || problems.password) return;
    void run(async () => {
      const { token: session } = await authApi.signUp(ctx.api, { email: email.trim(), password, ...(token ? { token } : {}) });
      await completeSignIn(ctx, session);
    });
  };

  if (invitation.status === 'loading') {
    return (
      <AuthCard title={t('signUp.title')}>
        <Spinner size="medium" srText={t('signUp.checkingInvitation')} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('signUp.title')}>
      {invitation.status === 'failed' ? (
        <ErrorBanner message={invitation.msg} title={t('error.title')} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="normal">
            {ctx.session.projectInfo?.firstUser && <p style={mutedStyle}>{t('signUp.firstUser')}</p>}
            {invitation.status === 'ready' && <p style={mutedStyle}>{t('signUp.invited')}</p>}
            <ErrorBanner message={error} title={t('error.title')} />
            <TextField
              label={t('field.email')}
              type="email"
              name="email"
              autoComplete="username"
              autoFocus={invitation.status !== 'ready'}
              readOnly={invitation.status === 'ready'}
              value={email}
              onChange={setEmail}
              error={checked && problems.email ? t(problems.email) : null}
            />
            <TextField
              label={t('field.password')}
              type="password"
              name="password"
              autoComplete="new-password"
              autoFocus={invitation.status === 'ready'}
              value={password}
              onChange={setPassword}
              error={checked && problems.password ? t(problems.password) : null}
            />
            <Button type="submit" variant="primary" block loading={busy}>
              {t('signUp.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <span style={mutedStyle}>
        {t('signUp.haveAccount')}{' '}
        <Link inline href={`#${PATHS.signIn}`}>
          {t('signUp.toSignIn')}
        </Link>
      </span>
    </AuthCard>
  );
});
