import { ApiError } from '@plinth/sdk/web';
import { describe, expect, it, vi } from 'vitest';
import { emptyRequest, sendThroughServer } from '../web/client/request.js';

describe("'Send through the server' (handleApiCall)", () => {
  it('hands the built request to handleApiCall and reads its answer as a response', async () => {
    const rpc = vi.fn(async () => ({
      status: 201,
      headers: [['content-type', 'application/json']] as [string, string][],
      body: '{"ok":true}',
      size: 11,
      timeTaken: 42,
    }));
    const request = {
      ...emptyRequest(),
      method: 'POST' as const,
      url: 'https://api.example.com/{{path}}',
      params: [{ name: 'q', value: '1', enabled: true }],
      headers: [
        { name: 'x-on', value: '{{token}}', enabled: true },
        { name: 'x-off', value: 'no', enabled: false },
      ],
      body: '{"a": 1}',
    };
    const vars = new Map([
      ['path', 'items'],
      ['token', 'abc'],
    ]);
    const { response, timeTaken } = await sendThroughServer(rpc as never, request, vars);
    expect(rpc).toHaveBeenCalledWith('handleApiCall', {
      args: {
        method: 'POST',
        url: 'https://api.example.com/items?q=1',
        headers: { 'x-on': 'abc', 'content-type': 'application/json' },
        body: '{"a":1}',
      },
    });
    expect(response).toEqual({
      status: 201,
      statusText: '',
      headers: [['content-type', 'application/json']],
      data: { ok: true },
      size: 11,
    });
    expect(timeTaken).toBe(42);
  });

  it("shows the server's refusal (the SSRF guard's 400) as the request's error", async () => {
    const rpc = vi.fn(async () => {
      throw new ApiError(400, 'Requests to private or loopback addresses are refused');
    });
    const { response } = await sendThroughServer(rpc as never, { ...emptyRequest(), url: 'http://127.0.0.1/x' }, new Map());
    expect(response).toEqual({ error: 'Requests to private or loopback addresses are refused' });
  });
});
