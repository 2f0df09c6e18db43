/** A performance test's numbers: requests per second, percentiles, status counts and a latency histogram. */
import { useT } from '@plinth/sdk/web';
import { Stack, Text } from '@primer/react';
import type { PerfStats } from './perf.js';

const PLUGIN_ID = 'api-client';
const ms = (v: number) => `${v.toFixed(1)} ms`;

export function PerfResults({ stats }: { stats: PerfStats }) {
  const t = useT(PLUGIN_ID);
  const most = Math.max(1, ...stats.histogram.map((b) => b.count));
  return (
    <section aria-label={t('perf.results')} data-testid="perf-results">
      <Text as="p" weight="semibold">
        {t('perf.summary', { count: stats.requests, seconds: stats.seconds.toFixed(2), rps: stats.perSecond.toFixed(1) })}
        {stats.cutShort && ` ${t('perf.cutShort')}`}
      </Text>
      <Text as="p" size="small">
        p50 {ms(stats.p50)} · p95 {ms(stats.p95)} · p99 {ms(stats.p99)} · min {ms(stats.min)} · max {ms(stats.max)}
      </Text>
      <Text as="p" size="small" data-testid="perf-statuses">
        {Object.entries(stats.statuses)
          .map(([status, count]) => `${status === 'error' ? t('perf.error') : status}: ${count}`)
          .join(' · ')}
      </Text>
      <figure style={{ margin: 0 }}>
        <figcaption>
          <Text size="small">{t('perf.histogram')}</Text>
        </figcaption>
        <Stack gap="none" role="list" aria-label={t('perf.histogram')} data-testid="perf-histogram">
          {stats.histogram.map((b, i) => (
            <Stack key={i} direction="horizontal" gap="condensed" align="center" role="listitem">
              <Text size="small" style={{ width: 90, textAlign: 'end' }}>
                ≤ {ms(b.upTo)}
              </Text>
              <div
                aria-hidden="true"
                style={{
                  height: 12,
                  width: `${(b.count / most) * 60}%`,
                  minWidth: b.count ? 2 : 0,
                  background: 'var(--bgColor-accent-emphasis)',
                }}
              />
              <Text size="small">{b.count}</Text>
            </Stack>
          ))}
        </Stack>
      </figure>
    </section>
  );
}
