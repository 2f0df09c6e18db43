/** The requests sent, newest first (at most 500): open one again, delete it, or clear them all. */
import { CallHistoryList, useT } from '@plinth/sdk/web';
import { Text } from '@primer/react';
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
    <CallHistoryList
      headingId="api-history"
      title={t('history.title', { count: history.length })}
      clearLabel={t('history.clear')}
      emptyText={t('history.empty')}
      listLabel={t('history.list')}
      maxHeight={420}
      entries={history.map((r, i) => ({
        key: `${r.createdAt}-${i}`,
        label: (
          <>
            <Text size="small" weight="semibold">
              {r.type}
            </Text>{' '}
            <Text size="small">{r.url}</Text>
          </>
        ),
        outcome: 'error' in r.response ? t('history.failed') : r.response.status,
        deleteLabel: t('history.delete', { url: r.url }),
      }))}
      onOpen={(i) => onOpen(history[i]!)}
      onDelete={onDelete}
      onClear={onClear}
    />
  );
}
