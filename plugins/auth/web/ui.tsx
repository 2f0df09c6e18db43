import { Banner, Heading, Stack } from '@primer/react';
import { useId, type CSSProperties, type ReactNode } from 'react';

// Inline styles: the plugin ships no stylesheet; Primer's tokens keep both colour modes right.
const cardStyle: CSSProperties = {
  width: '100%',
  maxWidth: 400,
  padding: 'var(--base-size-24)',
  border: 'var(--borderWidth-thin) solid var(--borderColor-default)',
  borderRadius: 'var(--borderRadius-large)',
  backgroundColor: 'var(--bgColor-default)',
};
export const mutedStyle: CSSProperties = { margin: 0, color: 'var(--fgColor-muted)', fontSize: 'var(--text-body-size-small)' };

/** The frame of the sign-in, sign-up and password screens (inside the public layout). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section style={cardStyle} aria-labelledby={id}>
      <Stack gap="normal">
        <Heading as="h1" variant="medium" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

/** A server answer shown as returned (`{ msg }`), announced to screen readers. */
export function ErrorBanner({ message, title }: { message: string | null; title: string }) {
  if (!message) return null;
  return (
    <div role="alert">
      <Banner variant="critical" title={title} hideTitle description={message} layout="compact" />
    </div>
  );
}

export { useSubmit } from '@plinth/sdk/web';
