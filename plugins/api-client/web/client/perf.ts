/**
 * The performance test (000 s.4's perf-test mode, made real): N requests at concurrency C from the
 * browser, bounded (N <= 10,000, C <= 50, 60 s), measuring each request's latency and status.
 */

export const PERF_LIMITS = { maxRequests: 10_000, maxConcurrency: 50, maxSeconds: 60 } as const;

export interface PerfStats {
  requests: number;
  /** Requests that got no answer (network error). */
  failed: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  min: number;
  max: number;
  /** Status code (or 'error') -> count. */
  statuses: Record<string, number>;
  /** Latency buckets: upper bound in ms -> count. */
  histogram: { upTo: number; count: number }[];
  /** Stopped at the time limit before all requests were made. */
  cutShort: boolean;
}

/** The value below which `p` of the sorted latencies fall (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Ten equal-width buckets from the fastest to the slowest request. */
export function histogramOf(latencies: readonly number[], buckets = 10): PerfStats['histogram'] {
  if (!latencies.length) return [];
  const min = Math.min(...latencies);
  const max = Math.max(...latencies);
  const width = (max - min) / buckets || 1;
  const out = Array.from({ length: buckets }, (_, i) => ({ upTo: min + width * (i + 1), count: 0 }));
  for (const l of latencies) out[Math.min(buckets - 1, Math.floor((l - min) / width))]!.count += 1;
  return out;
}

function statsOf(latencies: number[], statuses: Record<string, number>, seconds: number, cutShort: boolean): PerfStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failed: statuses.error ?? 0,
    seconds,
    perSecond: seconds > 0 ? latencies.length / seconds : 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    min: sorted[0] ?? 0,
    max: sorted[sorted.length - 1] ?? 0,
    statuses,
    histogram: histogramOf(sorted),
    cutShort,
  };
}

/**
 * Runs `total` calls of `one` with `concurrency` in flight, until done or `maxSeconds` pass.
 * `one` answers a status code, or undefined for a network error.
 */
export async function runPerfTest(
  one: () => Promise<number | undefined>,
  total: number,
  concurrency: number,
  maxSeconds: number = PERF_LIMITS.maxSeconds,
): Promise<PerfStats> {
  const n = Math.max(1, Math.min(PERF_LIMITS.maxRequests, Math.floor(total)));
  const c = Math.max(1, Math.min(PERF_LIMITS.maxConcurrency, Math.floor(concurrency), n));
  const deadline = performance.now() + Math.min(maxSeconds, PERF_LIMITS.maxSeconds) * 1000;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let started = 0;
  const began = performance.now();
  const worker = async () => {
    while (started < n && performance.now() < deadline) {
      started += 1;
      const t0 = performance.now();
      const status = await one().catch(() => undefined);
      latencies.push(performance.now() - t0);
      const key = status === undefined ? 'error' : String(status);
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: c }, worker));
  return statsOf(latencies, statuses, (performance.now() - began) / 1000, latencies.length < n);
}
