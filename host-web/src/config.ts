/** Where the top bar's Docs link points; a deployment can set VITE_PLINTH_DOCS_URL at build time. */
export const DOCS_URL: string = import.meta.env.VITE_PLINTH_DOCS_URL ?? 'https://github.com/plinth-dev/plinth#readme';

/** The release feed checked for 'Upgrade available' until one is set in Version & Updates; unset: no checks. */
export const RELEASE_FEED_URL: string = import.meta.env.VITE_PLINTH_RELEASE_FEED_URL ?? '';

/**
 * Where error reports go while error reporting is on; unset (the default): nothing is ever sent.
 * There is no analytics endpoint at all: the analytics switch only records the user's choice.
 */
export const ERROR_REPORT_URL: string = import.meta.env.VITE_PLINTH_ERROR_REPORT_URL ?? '';
