/** The answer of a run: per statement its rows (or rows affected), count and time; or the error. */
import { useT } from '@plinth/sdk/web';
import { Flash, Stack, Text } from '@primer/react';
import type { RawQueryAnswer } from '../statements.js';
import { ResultTable } from './ResultTable.js';

const PLUGIN_ID = 'sql-editor';

export type RunOutcome = { answer: RawQueryAnswer } | { error: string };

export function Results({ outcome }: { outcome: RunOutcome | null }) {
  const t = useT(PLUGIN_ID);
  if (!outcome) return null;
  if ('error' in outcome)
    return (
      <Flash variant="danger" role="alert" data-testid="sql-error">
        {outcome.error}
      </Flash>
    );
  const { results, readOnly } = outcome.answer;
  return (
    <Stack gap="normal" data-testid="sql-results">
      {readOnly && <Text size="small">{t('result.readOnly')}</Text>}
      {results.map((r, i) => {
        const ms = Math.round(r.durationMs);
        return (
          <section key={i} aria-label={t('result.label', { n: i + 1 })}>
            <Text as="p" size="small" style={{ color: 'var(--fgColor-muted)' }} data-testid={`sql-result-summary-${i}`}>
              {r.fields.length ? t('result.rows', { count: r.rows.length, ms }) : t('result.affected', { count: r.affectedRows ?? 0, ms })}
              {r.truncated && ` ${t('result.more')}`}
            </Text>
            {r.fields.length > 0 && <ResultTable fields={r.fields} rows={r.rows} label={t('result.label', { n: i + 1 })} />}
          </section>
        );
      })}
    </Stack>
  );
}
