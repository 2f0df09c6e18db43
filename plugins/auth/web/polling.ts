import { ApiError, reaction, type SessionView } from '@plinth/sdk/web';

/**
 * Session polling (000 s.4; the spec leaves the values to the environment, these are ours):
 * re-read `/user/me` every minute while a user exists; three gateway timeouts in a row clear it.
 */
const SESSION_POLL_INTERVAL_MS = 60_000;
const SESSION_POLL_MAX_FAILURES = 3;

export interface PollingOptions {
  intervalMs?: number;
  maxFailures?: number;
}

/**
 * While a user exists, re-reads the session periodically. Success resets the failure count; a
 * 504 (the server is unreachable behind a proxy, maybe briefly) counts one, and the user is cleared
 * when the count reaches the limit; any other error clears the user at once. Returns the stop.
 */
export function startSessionPolling(
  session: Pick<SessionView, 'user' | 'reloadUser' | 'clearUser'>,
  { intervalMs = SESSION_POLL_INTERVAL_MS, maxFailures = SESSION_POLL_MAX_FAILURES }: PollingOptions = {},
): () => void {
  let failures = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  // A slow answer must not pile up requests: a tick is skipped while the last one runs.
  let inFlight = false;

  const giveUp = () => {
    failures = 0;
    session.clearUser();
  };
  const tick = async () => {
    if (inFlight) return;
    inFlight = true;
    try {
      await session.reloadUser();
      failures = 0;
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 504)) giveUp();
      else if (++failures >= maxFailures) giveUp();
    } finally {
      inFlight = false;
    }
  };
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };

  const stopWatching = reaction(
    () => session.user !== null,
    (signedIn) => {
      stop();
      failures = 0;
      if (signedIn) timer = setInterval(() => void tick(), intervalMs);
    },
    { fireImmediately: true },
  );
  return () => {
    stopWatching();
    stop();
  };
}
