/**
 * Requests graphql-http cannot take (a body that is not JSON, an answer type it cannot give) are
 * refused like every other request: a 4xx JSON `{ msg }`, not an empty HTML page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_API } from '@plinth/sdk';
import { bootTestHost, signedUpProject, type TestHost } from '@plinth/sdk/testing';

const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'graphql-api'];

describe('GraphQL refusals of the request itself', () => {
  let h: TestHost;
  let token: string;
  let path: string;

  beforeAll(async () => {
    h = await bootTestHost({ plugins: PLUGINS });
    const session = await signedUpProject(h, { title: 'Shop' });
    token = session.token;
    path = GRAPHQL_API.endpoint(session.projectId);
  });
  afterAll(async () => {
    await h?.close();
  });

  const post = async (headers: Record<string, string>, body = JSON.stringify({ query: '{ __typename }' })) => {
    const res = await fetch(h.url + path, { method: 'POST', headers: { 'xc-auth': token, ...headers }, body });
    return { status: res.status, type: res.headers.get('content-type'), body: await res.json().catch(() => undefined) };
  };

  it('answers a body that is not JSON with 415 { msg }', async () => {
    for (const type of ['text/plain', 'application/graphql', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded']) {
      expect(await post({ 'content-type': type, accept: 'application/json' }), type).toEqual({
        status: 415,
        type: 'application/json; charset=utf-8',
        body: { msg: 'A GraphQL request is JSON: content-type application/json' },
      });
    }
  });

  it('answers an answer type it cannot give with 406 { msg }', async () => {
    expect(await post({ 'content-type': 'application/json', accept: 'application/xml' })).toEqual({
      status: 406,
      type: 'application/json; charset=utf-8',
      body: { msg: 'GraphQL answers application/json or application/graphql-response+json' },
    });
  });

  it('still answers a JSON request', async () => {
    expect(await post({ 'content-type': 'application/json', accept: 'application/json' })).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      body: { data: { __typename: 'Query' } },
    });
  });
});
