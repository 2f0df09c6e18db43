import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../src/http/security-headers.js';

const answer = () => new ServerResponse(new IncomingMessage(new Socket()));

describe('security headers', () => {
  const headers = securityHeaders();
  const apply = (res: ServerResponse, secure = false) => {
    let passed = false;
    void headers({ secure } as Request, res as unknown as Response, () => (passed = true));
    expect(passed).toBe(true);
    return res;
  };

  it('gives every answer the same headers, its own copy: a change to one never reaches the next', () => {
    const first = apply(answer());
    expect(first.getHeaders()).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-security-policy': expect.stringContaining("default-src 'self'"),
    });
    expect(first.getHeaderNames()).not.toContain('strict-transport-security');
    const before = JSON.stringify(first.getHeaders());
    first.appendHeader('X-Frame-Options', 'DENY');
    first.setHeader('Referrer-Policy', 'origin');
    first.removeHeader('X-Content-Type-Options');
    const second = apply(answer());
    expect(JSON.stringify(second.getHeaders())).toBe(before);
    // Inherited names read nothing, as on an answer whose headers setHeader made.
    expect(second.getHeader('constructor')).toBeUndefined();
    expect(second.hasHeader('toString')).toBe(false);
  });

  it('keeps a header set before it and adds HSTS over https', () => {
    const res = answer();
    res.setHeader('X-Early', '1');
    apply(res, true);
    expect(res.getHeaders()).toMatchObject({
      'x-early': '1',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': expect.any(String),
    });
  });
});
