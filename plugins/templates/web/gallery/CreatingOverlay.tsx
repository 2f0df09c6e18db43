import { useT } from '@plinth/sdk/web';
import { Portal, Spinner } from '@primer/react';
import { useEffect, useState } from 'react';

/** Progress messages; after the last one the overlay cycles from the sixth on (001 s.4). */
const MESSAGES = 9;
const CYCLE_FROM = 5;
/** 001 s.9: one message a second. */
const TICK_MS = 1000;

export const nextMessage = (i: number) => (i + 1 < MESSAGES ? i + 1 : CYCLE_FROM);

/** The full-screen overlay while a project is made from a template. */
export function CreatingOverlay() {
  const t = useT('templates');
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex(nextMessage), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  // On the body: a modal around the detail must not confine a fixed layer.
  return (
    <Portal>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t('create.overlay')}
        data-testid="creating-overlay"
        style={{
          position: 'fixed',
          inset: 0,
          zIndex: 10000,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 24,
          background: 'var(--overlay-backdrop-bgColor, rgba(255, 255, 255, 0.96))',
          backdropFilter: 'blur(2px)',
        }}
      >
        <Spinner size="large" />
        <p role="status" aria-live="polite" style={{ fontSize: 18, margin: 0 }}>
          {t(`create.message${index + 1}`)}
        </p>
      </div>
    </Portal>
  );
}
