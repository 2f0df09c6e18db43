import { displayRole } from '@plinth/sdk';
import { observer, PageFrame, TextField, usePlinth, useT } from '@plinth/sdk/web';
import { Button, Heading, Stack } from '@primer/react';
import { useEffect, useState, type FormEvent } from 'react';
import { authApi } from '../api.js';
import { PLUGIN_ID } from '../paths.js';
import { ErrorBanner, mutedStyle, useSubmit } from '../ui.js';
import { passwordProblem } from '../validation.js';

const sectionStyle = { maxWidth: 480 } as const;

/** First and last name (`PUT /user/profile`). */
const ProfileForm = observer(function ProfileForm() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const user = ctx.session.user;
  const [firstname, setFirstname] = useState(user?.firstname ?? '');
  const [lastname, setLastname] = useState(user?.lastname ?? '');
  const { busy, error, run } = useSubmit();
  // The user may arrive after the first render (a reload restores the session asynchronously).
  useEffect(() => {
    setFirstname(user?.firstname ?? '');
    setLastname(user?.lastname ?? '');
  }, [user]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await authApi.updateProfile(ctx.api, { firstname: firstname.trim(), lastname: lastname.trim() });
      await ctx.session.reloadUser();
      ctx.toast.success(t('settings.profile.saved'));
    });
  };
  return (
    <form onSubmit={submit} noValidate style={sectionStyle} aria-label={t('settings.profile')}>
      <Stack gap="normal">
        <Heading as="h2" variant="small">
          {t('settings.profile')}
        </Heading>
        <ErrorBanner message={error} title={t('error.title')} />
        <TextField label={t('field.firstname')} name="firstname" autoComplete="given-name" value={firstname} onChange={setFirstname} />
        <TextField label={t('field.lastname')} name="lastname" autoComplete="family-name" value={lastname} onChange={setLastname} />
        <div>
          <Button type="submit" loading={busy}>
            {t('settings.profile.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
});

/** `POST /user/password/change`; its answer is a fresh token for this session (the others end). */
function PasswordForm() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [checked, setChecked] = useState(false);
  const { busy, error, run } = useSubmit();
  const problems = {
    current: currentPassword ? null : 'validation.currentPasswordRequired',
    next: passwordProblem(newPassword),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.current || problems.next) return;
    void run(async () => {
      const answer = await authApi.changePassword(ctx.api, { currentPassword, newPassword });
      await ctx.session.signIn(answer.token);
      setCurrent('');
      setNew('');
      setChecked(false);
      ctx.toast.success(answer.msg);
    });
  };
  return (
    <form onSubmit={submit} noValidate style={sectionStyle} aria-label={t('settings.password')}>
      <Stack gap="normal">
        <Heading as="h2" variant="small">
          {t('settings.password')}
        </Heading>
        <p style={mutedStyle}>{t('settings.password.hint')}</p>
        <ErrorBanner message={error} title={t('error.title')} />
        <input type="email" name="email" autoComplete="username" value={ctx.session.user?.email ?? ''} readOnly hidden />
        <TextField
          label={t('field.currentPassword')}
          type="password"
          name="current-password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={setCurrent}
          error={checked && problems.current ? t(problems.current) : null}
        />
        <TextField
          label={t('field.newPassword')}
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={newPassword}
          onChange={setNew}
          error={checked && problems.next ? t(problems.next) : null}
        />
        <div>
          <Button type="submit" variant="primary" loading={busy}>
            {t('settings.password.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** `/user/settings`: who you are, your profile and your password. */
const SettingsPage = observer(function SettingsPage() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const user = ctx.session.user;
  const role = user ? displayRole(user.roles) : undefined;
  return (
    <PageFrame
      title={t('settings.title')}
      description={
        user && (
          <>
            {user.email}
            {role && ` · ${t('settings.role', { role })}`}
          </>
        )
      }
    >
      <ProfileForm />
      <PasswordForm />
    </PageFrame>
  );
});

export default SettingsPage;
