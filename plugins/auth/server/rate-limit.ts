import { HttpError, type Knex, storedDate } from '@plinth/sdk/server';
import { T } from './migrations.js';

const MAX_FAILURES = 10;
const WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed sign-ins per e-mail and IP, kept in the meta store so every host behind a load
 * balancer sees the same count.
 */
export class SignInLimiter {
  constructor(private readonly db: Knex) {}

  async check(email: string, ip: string): Promise<void> {
    const since = new Date(Date.now() - WINDOW_MS);
    const rows = await this.db(T.loginFailures)
      .where({ email, ip })
      .where('at', '>', since)
      .orderBy('at', 'asc')
      .limit(MAX_FAILURES)
      .select<{ at: Date | string }[]>('at');
    if (rows.length >= MAX_FAILURES) {
      const retryMs = storedDate(rows[0]!.at)!.getTime() + WINDOW_MS - Date.now();
      const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
      // Whole sentences, so that each translates as one (no English plural ending pasted in).
      throw new HttpError(
        429,
        minutes === 1
          ? 'Too many failed sign-in attempts. Try again in 1 minute.'
          : `Too many failed sign-in attempts. Try again in ${minutes} minutes.`,
      );
    }
  }

  async fail(email: string, ip: string): Promise<void> {
    await this.db(T.loginFailures).insert({ email, ip, at: new Date() });
    // Keep the table small: entries past the window have no use.
    await this.db(T.loginFailures)
      .where('at', '<', new Date(Date.now() - WINDOW_MS))
      .delete();
  }

  async clear(email: string, ip: string): Promise<void> {
    await this.db(T.loginFailures).where({ email, ip }).delete();
  }

  /** A password reset proves the owner: lift the lock for every address. */
  async clearAll(email: string, trx: Knex = this.db): Promise<void> {
    await trx(T.loginFailures).where({ email }).delete();
  }
}
