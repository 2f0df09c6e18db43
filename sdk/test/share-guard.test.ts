import { describe, expect, it } from 'vitest';
import { hashPassword, ShareGuard } from '@plinth/sdk/server';

describe('share link password guard', () => {
  it('limits wrong passwords per link within a window, then lets tries through again', async () => {
    let now = 0;
    const guard = new ShareGuard({ maxFailures: 2, windowMs: 1000, verifiedTtlMs: 500, maxEntries: 100, now: () => now });
    const hash = await hashPassword('right');
    expect(await guard.check('a', 'wrong', hash)).toBe('invalid');
    expect(await guard.check('a', 'wrong', hash)).toBe('invalid');
    expect(await guard.check('a', 'right', hash)).toBe('limited');
    // Another link is not affected.
    expect(await guard.check('b', 'right', hash)).toBe('ok');
    now = 1000;
    expect(await guard.check('a', 'right', hash)).toBe('ok');
  });

  it('trusts a verified password for a while, and only for the hash it matched', async () => {
    let now = 0;
    const guard = new ShareGuard({ maxFailures: 1, windowMs: 1000, verifiedTtlMs: 500, maxEntries: 100, now: () => now });
    const hash = await hashPassword('right');
    expect(await guard.check('a', 'right', hash)).toBe('ok');
    expect(await guard.check('a', 'wrong', hash)).toBe('invalid');
    // Limited now, but the password verified a moment ago is still known.
    expect(await guard.check('a', 'right', hash)).toBe('ok');
    // A changed password (new hash) is checked afresh, and the link is limited.
    expect(await guard.check('a', 'right', await hashPassword('right'))).toBe('limited');
    now = 600;
    expect(await guard.check('a', 'right', hash)).toBe('limited');
    now = 1100;
    expect(await guard.check('a', 'right', hash)).toBe('ok');
  });
});
