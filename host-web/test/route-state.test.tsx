import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { parseHash, RouteState } from '../src/store/RouteState.js';

describe('route state', () => {
  const routes = [
    { path: '/user/authentication/signin', public: true },
    { path: '/user/authentication/signup/:token', public: true },
    { path: '/user/settings' },
    { path: '/nc/view/:id', public: true },
  ];

  it('parses the hash route into path and search', () => {
    expect(parseHash('#/user/password/reset?token=a%2Fb')).toEqual({ path: '/user/password/reset', search: '?token=a%2Fb' });
    expect(parseHash('')).toEqual({ path: '/', search: '' });
    expect(parseHash('#')).toEqual({ path: '/', search: '' });
  });

  it('knows public routes, the index, the error pages and unknown paths', () => {
    const route = new RouteState(
      () => routes,
      () => '#/',
    );
    expect(route.isPublic('/user/authentication/signin')).toBe(true);
    expect(route.isPublic('/nc/view/abc')).toBe(true);
    expect(route.isPublic('/user/settings')).toBe(false);
    expect(route.isPublic('/')).toBe(false);
    expect(route.isPublic('/error/403')).toBe(true);
    // an unknown path shows the 404 page, which anybody may see
    expect(route.isPublic('/no/such/page')).toBe(true);
    expect(route.exists('/no/such/page')).toBe(false);
    expect(route.exists('/user/settings')).toBe(true);
    expect(route.exists('/projects')).toBe(false);
  });

  it('reads the address as it is, and wakes reactions when told it changed', () => {
    let hash = '#/user/authentication/signup/t%2Bk?x=1';
    const route = new RouteState(
      () => routes,
      () => hash,
    );
    expect([route.path, route.search]).toEqual(['/user/authentication/signup/t%2Bk', '?x=1']);
    const seen: string[] = [];
    const stop = reaction(
      () => route.path,
      (path) => seen.push(path),
    );
    hash = '#/user/settings?tab=password';
    // read before the router's effect reports the change: already the new address
    expect([route.path, route.search]).toEqual(['/user/settings', '?tab=password']);
    route.changed();
    expect(seen).toEqual(['/user/settings']);
    stop();
  });
});
