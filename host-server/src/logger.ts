import type { Logger } from '@plinth/kernel';

/** Console logger; `quiet` keeps warnings and errors only. */
export function consoleLogger(quiet = false): Logger {
  const detail = (extra: unknown) => (extra instanceof Error ? [extra.stack ?? extra.message] : extra === undefined ? [] : [extra]);
  return {
    debug: (m, e) => {
      if (!quiet && process.env.PLINTH_DEBUG) console.debug(m, ...detail(e));
    },
    info: (m, e) => {
      if (!quiet) console.info(m, ...detail(e));
    },
    warn: (m, e) => console.warn(m, ...detail(e)),
    error: (m, e) => console.error(m, ...detail(e)),
  };
}
