import { observer, PageFrame, usePlinth, useT } from '@plinth/sdk/web';
import { Banner, Link } from '@primer/react';
import { type CSSProperties, type ReactNode } from 'react';
import { PATHS, PLUGIN_ID } from './paths.js';

// Inline styles: the plugin ships no stylesheet; Primer's tokens keep both colour modes right.
export const mutedStyle: CSSProperties = { margin: 0, color: 'var(--fgColor-muted)', fontSize: 'var(--text-body-size-small)' };
export const sectionStyle: CSSProperties = {
  padding: 'var(--base-size-16)',
  border: 'var(--borderWidth-thin) solid var(--borderColor-default)',
  borderRadius: 'var(--borderRadius-medium)',
};

/** A server answer shown as returned (`{ msg }`), announced to screen readers. */
export function ErrorBanner({ message }: { message: string | null | undefined }) {
  const t = useT(PLUGIN_ID);
  if (!message) return null;
  return (
    <div role="alert">
      <Banner variant="critical" title={t('error.title')} hideTitle description={message} layout="compact" />
    </div>
  );
}

/** Renders `children` for users holding `permission`; others get a clear message instead. */
export const RequirePermission = observer(function RequirePermission({
  permission,
  title,
  message,
  children,
}: {
  permission: string;
  title: string;
  message?: string;
  children: ReactNode;
}) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  if (ctx.session.can(permission)) return <>{children}</>;
  return (
    <PageFrame title={title} narrow>
      <p style={mutedStyle} role="alert">
        {message ?? t('forbidden.create')}
      </p>
      <Link href={`#${PATHS.list}`}>{t('backToList')}</Link>
    </PageFrame>
  );
});

export { useSubmit } from '@plinth/sdk/web';
