/**
 * A shared base link (`/nc/base/:shared_base_id`, 000 s.2): asks the server which project the
 * link opens (`sharedBaseGet`), with the password first when the link has one, keeps the link (and
 * the visit key a password opens) as this browser's credential (sent as `xc-shared-base-id`, 000
 * s.7) and opens that project's dashboard with the link's role. A link that does not exist or was
 * disabled shows the same 'not found' page. Someone signed in is asked first: a visit ends their
 * session.
 */
import { ApiError, errorText, observer, PageFrame, PasswordGate, usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { Button, Spinner } from '@primer/react';
import { useCallback, useEffect, useRef, useState } from 'react';

const PLUGIN_ID = 'shared-views';

type PageState =
  | { kind: 'confirm' }
  | { kind: 'opening' }
  | { kind: 'password'; invalid: boolean; message: string | null }
  | { kind: 'failed'; msg: string };

/** `sharedBaseGet` refused for want of the link's password (`{ passwordRequired: true }`). */
const passwordRequired = (err: unknown) =>
  err instanceof ApiError && (err.body as { passwordRequired?: unknown } | undefined)?.passwordRequired === true;

interface SharedBaseAnswer {
  project_id: string;
  visit_key?: string;
}

export default observer(function SharedBasePage() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const id = useRoute().params.shared_base_id ?? '';
  const [state, setState] = useState<PageState>(() => (ctx.session.user !== null ? { kind: 'confirm' } : { kind: 'opening' }));
  const [busy, setBusy] = useState(false);
  const attempt = useRef(0);

  const open = useCallback(
    async (password: string | null) => {
      const call = ++attempt.current;
      setBusy(true);
      try {
        if (!id) throw new Error(t('base.notFound'));
        const args = { shared_base_id: id, ...(password !== null && { password }) };
        const answer = await ctx.api.rpc<SharedBaseAnswer>('sharedBaseGet', { args });
        if (!ctx.session.enterSharedBase) throw new Error(t('base.unsupported'));
        await ctx.session.enterSharedBase({ id, projectId: answer.project_id, ...(answer.visit_key && { key: answer.visit_key }) });
        if (call === attempt.current) ctx.navigate(`/nc/${encodeURIComponent(answer.project_id)}`);
      } catch (err) {
        if (call !== attempt.current) return;
        const status = err instanceof ApiError ? err.status : 0;
        if (status === 401 && passwordRequired(err)) setState({ kind: 'password', invalid: password !== null, message: null });
        else if (status === 403) setState({ kind: 'password', invalid: true, message: null });
        else if (status === 429) setState({ kind: 'password', invalid: false, message: errorText(err) });
        else setState({ kind: 'failed', msg: errorText(err) });
      } finally {
        if (call === attempt.current) setBusy(false);
      }
    },
    [ctx, id, t],
  );

  // The first look (or the confirmed one) tries the link without a password.
  const opening = state.kind === 'opening';
  useEffect(() => {
    if (opening) void open(null);
  }, [opening, open]);

  switch (state.kind) {
    case 'failed':
      return (
        <PageFrame title={t('base.notFoundTitle')}>
          <p role="alert">{state.msg}</p>
          <Button onClick={() => ctx.navigate('/')}>{t('home')}</Button>
        </PageFrame>
      );
    case 'confirm':
      return (
        <PageFrame title={t('base.title')}>
          <p>{t('base.signedIn', { email: ctx.session.user?.email ?? '' })}</p>
          <Button variant="primary" onClick={() => setState({ kind: 'opening' })}>
            {t('base.openAsVisitor')}
          </Button>
        </PageFrame>
      );
    case 'password':
      return (
        <PasswordGate
          texts={{
            title: t('base.protected'),
            password: t('base.password'),
            submit: t('base.open'),
            required: t('base.passwordRequired'),
            invalid: t('base.invalidPassword'),
          }}
          invalid={state.invalid}
          message={state.message}
          busy={busy}
          onSubmit={(password) => void open(password)}
        />
      );
    default:
      return (
        <PageFrame title={t('base.title')}>
          <p>
            <Spinner size="small" /> {t('base.opening')}
          </p>
        </PageFrame>
      );
  }
});
