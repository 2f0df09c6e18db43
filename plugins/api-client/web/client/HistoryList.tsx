/** The requests sent, newest first (at most 500): open one again, delete it, or clear them all. */
import { useT } from '@plinth/sdk/web';
import { TrashIcon } from '@primer/octicons-react';
import { Button, IconButton, Stack, Text } from '@primer/react';
import type { ApiRequestRecord } from './request.js';

const PLUGIN_ID = 'api-client';

export function HistoryList({
  history,
  onOpen,
  onDelete,
  onClear,
}: {
  history: readonly ApiRequestRecord[];
  onOpen(record: ApiRequestRecord): void;
  onDelete(index: number): void;
  onClear(): void;
}) {
  const t = useT(PLUGIN_ID);
  return (
    <section aria-labelledby="api-history">
      <Stack direction="horizontal" align="center" justify="space-between">
        <h3 id="api-history" style={{ fontSize: 14, margin: 0 }}>
          {t('history.title', { count: history.length })}
        </h3>
        <Button size="small" variant="invisible" disabled={!history.length} onClick={onClear}>
          {t('history.clear')}
        </Button>
      </Stack>
      {!history.length && <Text size="small">{t('history.empty')}</Text>}
      <ol aria-label={t('history.list')} style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: 420, overflow: 'auto' }}>
        {history.map((r, i) => (
          <li key={`${r.createdAt}-${i}`}>
            <Stack direction="horizontal" gap="none" align="center">
              <Button
                size="small"
                variant="invisible"
                onClick={() => onOpen(r)}
                style={{ flex: 1, justifyContent: 'start', overflow: 'hidden' }}
              >
                <Text size="small" weight="semibold">
                  {r.type}
                </Text>{' '}
                <Text size="small">{r.url}</Text>{' '}
                <Text size="small" style={{ color: 'var(--fgColor-muted)' }}>
                  {'error' in r.response ? t('history.failed') : r.response.status}
                </Text>
              </Button>
              <IconButton
                icon={TrashIcon}
                size="small"
                variant="invisible"
                aria-label={t('history.delete', { url: r.url })}
                onClick={() => onDelete(i)}
              />
            </Stack>
          </li>
        ))}
      </ol>
    </section>
  );
}
