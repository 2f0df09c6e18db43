/**
 * A shared view's public page (`/nc/view/:id`, 000 s.1-2): opens the view through its private
 * link, asks for the password when the share has one, then shows the view read only through its
 * view type's component (`shared`), with only the cells the view shows.
 */
import type { SharedViewInfo, ViewRecord } from '@plinth/sdk';
import { ApiError, errorText, PasswordGate, resolveComponent, usePlinth, useRoute, useT, type SharedViewSource } from '@plinth/sdk/web';
import { Heading, Spinner, Stack } from '@primer/react';
import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { publicViewApi } from './api.js';
import { PLUGIN_ID } from './constants.js';
import { preloadViewType, viewTypes } from './view-types.js';

type PageState =
  | { kind: 'loading' }
  | { kind: 'password'; invalid: boolean }
  | { kind: 'notFound' }
  | { kind: 'failed'; msg: string }
  | { kind: 'ready'; info: SharedViewInfo; password: string | null };

const pageStyle = { padding: 'var(--base-size-16, 16px)', display: 'flex', flexDirection: 'column' as const };

export default function SharedViewPage() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const shareId = useRoute().params.id ?? '';
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const open = useRef(0);

  const load = useCallback(
    async (password: string | null) => {
      const call = ++open.current;
      setBusy(true);
      try {
        const info = await publicViewApi(ctx, shareId, password).info();
        preloadViewType(ctx, info.view.type);
        if (call === open.current) setState({ kind: 'ready', info, password });
      } catch (err) {
        if (call !== open.current) return;
        if (err instanceof ApiError && err.status === 401 && (err.body as { passwordRequired?: boolean } | undefined)?.passwordRequired) {
          setState({ kind: 'password', invalid: password !== null });
        } else if (err instanceof ApiError && err.status === 403) setState({ kind: 'password', invalid: true });
        else if (err instanceof ApiError && err.status === 404) setState({ kind: 'notFound' });
        else setState({ kind: 'failed', msg: errorText(err) });
      } finally {
        if (call === open.current) setBusy(false);
      }
    },
    [ctx, shareId],
  );

  useEffect(() => {
    if (!shareId) setState({ kind: 'notFound' });
    else void load(null);
  }, [shareId, load]);

  const title = state.kind === 'ready' ? state.info.view.title : state.kind === 'notFound' ? t('shared.notFoundTitle') : null;
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  switch (state.kind) {
    case 'loading':
      return (
        <div style={pageStyle}>
          <span>
            <Spinner size="small" /> {t('shared.loading')}
          </span>
        </div>
      );
    case 'password':
      return (
        <PasswordGate
          texts={{
            title: t('shared.protected'),
            password: t('shared.password'),
            submit: t('shared.open'),
            required: t('shared.passwordRequired'),
            invalid: t('shared.invalidPassword'),
          }}
          invalid={state.invalid}
          busy={busy}
          onSubmit={(password) => void load(password)}
        />
      );
    case 'notFound':
      return (
        <section style={{ ...pageStyle, alignItems: 'center', textAlign: 'center' }} data-testid="shared-view-not-found">
          <Heading as="h1" style={{ fontSize: 'var(--text-title-size-large, 2rem)' }}>
            {t('shared.notFoundTitle')}
          </Heading>
          <p style={{ color: 'var(--fgColor-muted)' }}>{shareId ? t('shared.notFound') : t('shared.noId')}</p>
          <a href="#/" style={{ color: 'var(--fgColor-accent)' }}>
            {t('shared.home')}
          </a>
        </section>
      );
    case 'failed':
      return (
        <div role="alert" style={pageStyle}>
          {t('shared.failed', { msg: state.msg })}
        </div>
      );
    case 'ready':
      return <SharedView shareId={shareId} info={state.info} password={state.password} />;
  }
}

function SharedView({ shareId, info, password }: { shareId: string; info: SharedViewInfo; password: string | null }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  // One source per opened share: the view type keys its loading on it.
  const shared: SharedViewSource = useMemo(
    () => publicViewApi(ctx, shareId, password).source(info.meta),
    [ctx, shareId, password, info.meta],
  );
  // The view's component takes a view record; a visitor sees only what the link tells.
  const view: ViewRecord = useMemo(
    () => ({
      id: info.view.shareId,
      projectId: '',
      dbAlias: 'db',
      tn: info.meta.tn,
      title: info.view.title,
      type: info.view.type,
      order: 0,
      settings: info.view.settings,
      share: { id: info.view.shareId, hasPassword: password !== null },
      query: {},
      createdAt: '',
      updatedAt: '',
    }),
    [info, password],
  );
  const contribution = viewTypes(ctx).find((c) => c.type === info.view.type);
  const Component = contribution ? resolveComponent(contribution.component) : null;
  const body = useRef<HTMLDivElement>(null);
  const bodyHeight = useHeightToWindowBottom(body);
  return (
    <div style={pageStyle} data-testid="shared-view">
      <Stack direction="horizontal" align="center" gap="condensed">
        <Heading as="h1" style={{ fontSize: 'var(--text-title-size-medium, 1.25rem)', margin: 0 }}>
          {info.view.title}
        </Heading>
        {info.view.access !== 'submit' && <span style={{ color: 'var(--fgColor-muted)' }}>{t('shared.readOnly')}</span>}
      </Stack>
      <div
        ref={body}
        style={{ height: bodyHeight, minHeight: 400, marginTop: 'var(--base-size-8, 8px)', display: 'flex', flexDirection: 'column' }}
      >
        {Component ? (
          <Suspense fallback={<Spinner size="medium" />}>
            <Component projectId="" dbAlias="db" tn={info.meta.tn} view={view} shared={shared} />
          </Suspense>
        ) : (
          <p role="alert">{t('tab.noViewer', { type: info.view.type })}</p>
        )}
      </div>
    </div>
  );
}

/**
 * The height from an element's top to the window's bottom, following resizes. The shared frame
 * grows with its content, so a view that scrolls inside itself (the grid) needs a definite height.
 */
function useHeightToWindowBottom(ref: { current: HTMLElement | null }): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const measure = () => {
      if (ref.current) setHeight(Math.floor(window.innerHeight - ref.current.getBoundingClientRect().top - 16));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return height;
}
