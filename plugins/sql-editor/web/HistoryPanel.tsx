/** The runs of this project, newest first (at most 500): run one again, or copy its SQL. */
import { useIntlLocale, useT } from '@plinth/sdk/web';
import { Button, Stack, Text } from '@primer/react';
import type { SqlHistoryItem } from './state.js';

const PLUGIN_ID = 'sql-editor';

export function HistoryPanel({
  history,
  onRun,
  onCopy,
  onClear,
}: {
  history: readonly SqlHistoryItem[];
  onRun(query: string): void;
  onCopy(query: string): void;
  onClear(): void;
}) {
  const t = useT(PLUGIN_ID);
  const locale = useIntlLocale();
  return (
    <section aria-labelledby="sql-history" style={{ minWidth: 260 }}>
      <Stack direction="horizontal" align="center" justify="space-between">
        <Text id="sql-history" weight="semibold">
          {t('history.title', { count: history.length })}
        </Text>
        <Button size="small" variant="invisible" disabled={!history.length} onClick={onClear}>
          {t('history.clear')}
        </Button>
      </Stack>
      {!history.length && <Text size="small">{t('history.empty')}</Text>}
      <ol aria-label={t('history.list')} style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: 480, overflow: 'auto' }}>
        {history.map((item, i) => (
          <li key={i} style={{ borderBlockEnd: 'var(--borderWidth-thin) solid var(--borderColor-muted)', paddingBlock: 6 }}>
            <code style={{ display: 'block', whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12 }}>
              {item.query.length > 300 ? `${item.query.slice(0, 300)}…` : item.query}
            </code>
            <Text size="small" style={{ color: item.response.ok ? 'var(--fgColor-muted)' : 'var(--fgColor-danger)' }}>
              {new Date(item.at).toLocaleString(locale)} ·{' '}
              {item.response.ok
                ? t('history.ok', { count: item.response.rows, ms: Math.round(item.response.durationMs) })
                : item.response.msg}
            </Text>
            <Stack direction="horizontal" gap="condensed">
              <Button size="small" onClick={() => onRun(item.query)}>
                {t('history.rerun')}
              </Button>
              <Button size="small" onClick={() => onCopy(item.query)}>
                {t('history.copy')}
              </Button>
            </Stack>
          </li>
        ))}
      </ol>
    </section>
  );
}
