/** A response: status, time and size, headers, and the body (JSON pretty-printed). */
import { useT } from '@plinth/sdk/web';
import { Flash, Label, Stack, Text } from '@primer/react';
import type { ApiResponse } from './request.js';

const PLUGIN_ID = 'api-client';

const variantOf = (status: number) => (status < 300 ? 'success' : status < 400 ? 'accent' : 'danger');
const bodyText = (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data, null, 2));

export function ResponseView({ response, timeTaken }: { response: ApiResponse | { error: string }; timeTaken: number }) {
  const t = useT(PLUGIN_ID);
  if ('error' in response)
    return (
      <Flash variant="danger" role="alert">
        {t('response.failed', { msg: response.error })}
      </Flash>
    );
  return (
    <section aria-label={t('response.title')} data-testid="api-response">
      <Stack direction="horizontal" gap="condensed" align="center">
        <Label variant={variantOf(response.status)} data-testid="api-status">
          {response.status} {response.statusText}
        </Label>
        <Text size="small">{t('response.meta', { ms: Math.round(timeTaken), bytes: response.size })}</Text>
      </Stack>
      <details>
        <summary>{t('response.headers', { count: response.headers.length })}</summary>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px', fontSize: 12 }}>
          {response.headers.map(([name, value]) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt style={{ fontWeight: 600 }}>{name}</dt>
              <dd style={{ margin: 0, wordBreak: 'break-all' }}>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <pre
        data-testid="api-body"
        style={{ maxHeight: 400, overflow: 'auto', background: 'var(--bgColor-muted)', padding: 8, fontSize: 12, whiteSpace: 'pre-wrap' }}
      >
        {bodyText(response.data)}
      </pre>
    </section>
  );
}
