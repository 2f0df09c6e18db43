import { Cron } from 'croner';
import cronstrue from 'cronstrue';
import type { CronDescription } from '@plinth/sdk/server';
import { badRequest } from '@plinth/sdk/server';

/** Checks an IANA time zone name; answers it (default UTC). */
export function checkedTimezone(timezone: string | undefined): string {
  const zone = timezone?.trim() || 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw badRequest(`Unknown time zone '${zone}'`);
  }
  return zone;
}

/** A paused croner job for `cron` in `timezone`: what the next runs are. Throws 400 naming the problem. */
export function cronOf(cron: string, timezone: string | undefined): Cron {
  const expression = cron.trim();
  const zone = checkedTimezone(timezone);
  if (!expression) throw badRequest('Cron expression required');
  const fields = expression.split(/\s+/).length;
  // Five fields, or six with seconds first; croner also takes seven (years), which cronstrue reads differently.
  if (fields < 5 || fields > 6) throw badRequest(`Invalid cron expression '${expression}': expected 5 or 6 fields, got ${fields}`);
  try {
    return new Cron(expression, { timezone: zone, paused: true });
  } catch (err) {
    throw badRequest(`Invalid cron expression '${expression}': ${(err as Error).message}`);
  }
}

/** The next run of `cron` after `after`, in ms since the epoch; null when it never runs again. */
export function nextRunAfter(cron: string, timezone: string | undefined, after: number): number | null {
  return cronOf(cron, timezone).nextRun(new Date(after))?.getTime() ?? null;
}

export function describeCron(cron: string, timezone?: string, count = 5): CronDescription {
  const job = cronOf(cron, timezone);
  let text: string;
  try {
    text = cronstrue.toString(cron.trim(), { use24HourTimeFormat: true, verbose: false });
  } catch {
    text = cron.trim();
  }
  return { text, next: job.nextRuns(Math.max(1, Math.min(count, 50))) };
}
