/** Settings > Terminal: whether this user may open a terminal, and why not. */
import { errorText, usePlinth, useT } from '@plinth/sdk/web';
import { Flash } from '@primer/react';
import { useEffect, useState } from 'react';
import type { TerminalStatus } from '../protocol.js';

const PLUGIN_ID = 'terminal';

export function TerminalSettingsPanel() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [status, setStatus] = useState<TerminalStatus | string | null>(null);
  useEffect(() => {
    ctx.api.get<TerminalStatus>('/api/v1/terminal/status').then(setStatus, (err: unknown) => setStatus(errorText(err)));
  }, [ctx]);
  if (status === null) return <p>{t('loading')}</p>;
  if (typeof status === 'string') return <Flash variant="danger">{status}</Flash>;
  if (status.enabled) return <p data-testid="terminal-status">{t('settings.on', { minutes: status.idleMinutes })}</p>;
  return (
    <Flash variant="warning" data-testid="terminal-status">
      {t(status.reason === 'off' ? 'off.operator' : 'off.superAdmin')}
    </Flash>
  );
}
