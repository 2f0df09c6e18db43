/**
 * A keep-alive JSON client on node:http: many concurrent clients share one agent, so the server
 * sees a fixed set of long-lived connections as it would behind a pool of browsers or workers.
 */
import http from 'node:http';

export interface Answer {
  status: number;
  body: any;
}

export class JsonClient {
  private readonly agent: http.Agent;
  private readonly base: URL;

  constructor(
    base: string,
    private token?: string,
    sockets = 16,
  ) {
    this.base = new URL(base);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  }

  as(token: string): this {
    this.token = token;
    return this;
  }

  /**
   * Resolves with the answer, whatever its status; rejects only when no answer came (the
   * connection failed or was cut: an unacknowledged request).
   */
  request(method: string, path: string, body?: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          path,
          method,
          agent: this.agent,
          headers: {
            'content-type': 'application/json',
            ...(payload !== undefined && { 'content-length': Buffer.byteLength(payload) }),
            ...(this.token && { 'xc-auth': this.token }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : undefined;
            } catch {
              // not JSON: keep the text for the failure message
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, body: unknown) {
    return this.request('POST', path, body);
  }
  put(path: string, body: unknown) {
    return this.request('PUT', path, body);
  }

  /** An RPC operation of the dashboard endpoint; throws unless it answers 200. */
  async rpc(op: string, projectId: string | undefined, args: Record<string, unknown> = {}): Promise<any> {
    const r = await this.post(`/dashboard?q=sqlOp_${op}`, { ...(projectId && { project_id: projectId }), dbAlias: 'db', args });
    if (r.status !== 200) throw new Error(`${op}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  }

  close(): void {
    this.agent.destroy();
  }
}
