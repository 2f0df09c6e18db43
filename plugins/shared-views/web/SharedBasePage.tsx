/**
 * A shared base link (`/nc/base/:shared_base_id`, 000 s.2): asks the server which project the
 * link opens (`sharedBaseGet`), keeps the link as this browser's credential (sent as
 * `xc-shared-base-id`, 000 s.7) and opens that project's dashboard with the link's role. A link
 * that does not exist or was disabled shows the same 'not found' page. Someone signed in is
 * asked first: a visit ends their session.
 */
import { errorText, observer, PageFrame, usePlinth, useRoute, useT } from '@plinth/sdk/web';
import { Button, Spinner } from '@primer/react';
import { useEffect, useState } from 'react';

const PLUGIN_ID = 'shared-views';

export default observer(function SharedBasePage() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const id = useRoute().params.shared_base_id ?? '';
  const [error, setError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const signedIn = ctx.session.user !== null;
  useEffect(() => {
    if (signedIn && !confirmed) return;
    let live = true;
    const open = async () => {
      if (!id) throw new Error(t('base.notFound'));
      const { project_id: projectId } = await ctx.api.rpc<{ project_id: string }>('sharedBaseGet', { args: { shared_base_id: id } });
      if (!ctx.session.enterSharedBase) throw new Error(t('base.unsupported'));
      await ctx.session.enterSharedBase({ id, projectId });
      return projectId;
    };
    open().then(
      (projectId) => live && ctx.navigate(`/nc/${encodeURIComponent(projectId)}`),
      (err: unknown) => live && setError(errorText(err)),
    );
    return () => {
      live = false;
    };
  }, [ctx, id, t, signedIn, confirmed]);

  if (error) {
    return (
      <PageFrame title={t('base.notFoundTitle')}>
        <p role="alert">{error}</p>
        <Button onClick={() => ctx.navigate('/')}>{t('home')}</Button>
      </PageFrame>
    );
  }
  if (signedIn && !confirmed) {
    return (
      <PageFrame title={t('base.title')}>
        <p>{t('base.signedIn', { email: ctx.session.user?.email ?? '' })}</p>
        <Button variant="primary" onClick={() => setConfirmed(true)}>
          {t('base.openAsVisitor')}
        </Button>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('base.title')}>
      <p>
        <Spinner size="small" /> {t('base.opening')}
      </p>
    </PageFrame>
  );
});
