/** Where the top bar's Docs link points; a deployment can set VITE_PLINTH_DOCS_URL at build time. */
export const DOCS_URL: string = import.meta.env.VITE_PLINTH_DOCS_URL ?? 'https://github.com/plinth-dev/plinth#readme';
