/**
 * The API client's rules (000 s.5, 001 s.5): only enabled, named rows are sent; body and auth as
 * JSON when they parse, else as they are; `{{variables}}` replaced and checked; the history keeps
 * 500; the performance test's percentiles, histogram and bounds.
 */
import { describe, expect, it } from 'vitest';
import { histogramOf, percentile, PERF_LIMITS, runPerfTest } from '../web/client/perf.js';
import { buildFetch, emptyRequest, envValid, openPlaceholder, substitute, variablesOf } from '../web/client/request.js';
import { HISTORY_LIMIT, withHistory } from '../web/client/state.js';

const vars = variablesOf([
  { name: 'base', value: 'http://localhost:8080', enabled: true },
  { name: 'token', value: 't0k', enabled: true },
  { name: 'off', value: 'x', enabled: false },
  { name: '', value: 'nameless', enabled: true },
]);

describe('API client requests', () => {
  it('sends only enabled rows with a name, variables replaced', () => {
    const { url, init } = buildFetch(
      {
        ...emptyRequest(),
        url: '{{base}}/api/items',
        params: [
          { name: 'limit', value: '10', enabled: true },
          { name: 'skip', value: '1', enabled: false },
          { name: '', value: 'x', enabled: true },
        ],
        headers: [
          { name: 'x-token', value: '{{token}}', enabled: true },
          { name: 'x-off', value: 'y', enabled: false },
        ],
      },
      vars,
    );
    expect(url).toBe('http://localhost:8080/api/items?limit=10');
    const headers = init.headers as Headers;
    expect(headers.get('x-token')).toBe('t0k');
    expect(headers.has('x-off')).toBe(false);
    expect(init.credentials).toBe('include');
  });

  it('parses body and auth as JSON when they parse, and sends them as they are otherwise', () => {
    const json = buildFetch(
      { ...emptyRequest(), method: 'POST', url: '/x', body: '{"a": "{{token}}"}', auth: '{"xc-auth": "{{token}}"}' },
      vars,
    );
    expect(json.init.body).toBe('{"a":"t0k"}');
    expect((json.init.headers as Headers).get('content-type')).toBe('application/json');
    expect((json.init.headers as Headers).get('xc-auth')).toBe('t0k');
    const text = buildFetch({ ...emptyRequest(), method: 'POST', url: '/x', body: 'plain {text', auth: 'Bearer abc' }, vars);
    expect(text.init.body).toBe('plain {text');
    expect((text.init.headers as Headers).get('authorization')).toBe('Bearer abc');
    expect(buildFetch({ ...emptyRequest(), url: '/x', body: '{"ignored": true}' }, vars).init.body).toBeUndefined();
  });

  it('knows env-valid fields and what the suggestion menu filters by', () => {
    expect(substitute('{{base}}/{{nope}}', vars)).toBe('http://localhost:8080/{{nope}}');
    expect(envValid('{{base}}/{{token}}', vars)).toBe(true);
    expect(envValid('{{base}}/{{off}}', vars)).toBe(false);
    expect(openPlaceholder('GET {{ba', 8)).toBe('ba');
    expect(openPlaceholder('{{base}} x', 10)).toBeUndefined();
  });

  it('keeps the 500 newest requests, newest first', () => {
    let history = [] as ReturnType<typeof withHistory>;
    for (let i = 0; i < 510; i += 1)
      history = withHistory(history, {
        ...emptyRequest(),
        type: 'GET',
        url: `/r${i}`,
        response: { error: 'x' },
        timeTaken: 1,
        createdAt: '',
      });
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]!.url).toBe('/r509');
  });
});

describe('performance test', () => {
  it('computes percentiles and a histogram', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99)]).toEqual([50, 95, 99]);
    const buckets = histogramOf(sorted);
    expect(buckets).toHaveLength(10);
    expect(buckets.reduce((n, b) => n + b.count, 0)).toBe(100);
  });

  it('makes N requests at concurrency C within the bounds', async () => {
    let inFlight = 0;
    let most = 0;
    let calls = 0;
    const stats = await runPerfTest(
      async () => {
        const n = (calls += 1);
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 2));
        inFlight -= 1;
        return n % 10 === 0 ? 500 : 200;
      },
      200,
      8,
    );
    expect(calls).toBe(200);
    expect(most).toBe(8);
    expect(stats).toMatchObject({ requests: 200, statuses: { '200': 180, '500': 20 }, cutShort: false });
    expect(stats.perSecond).toBeGreaterThan(0);
    let bounded = 0;
    await runPerfTest(async () => ((bounded += 1), 200), 1_000_000, 1000, 0.05);
    expect(bounded).toBeLessThanOrEqual(PERF_LIMITS.maxRequests);
  });
});
