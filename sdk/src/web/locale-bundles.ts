import type { I18nBundles } from './types.js';

/**
 * A plugin's bundles from its English texts and the locale files beside them, as Vite's
 * `import.meta.glob('./locales/*.ts', { eager: true })` hands them: `locales/de.ts` exporting
 * `de`, `locales/pt_BR.ts` exporting `pt_BR`. A new locale is a new file; nothing else changes.
 */
export function localeBundles(en: Record<string, string>, modules: Record<string, unknown>): I18nBundles {
  const bundles: I18nBundles = { en };
  for (const [path, module] of Object.entries(modules)) {
    const code = /([A-Za-z_]+)\.[cm]?[jt]s$/.exec(path)?.[1];
    const messages = code ? (module as Record<string, unknown>)[code] : undefined;
    if (!code || !messages || typeof messages !== 'object') throw new Error(`${path} should export the bundle '${code}'`);
    bundles[code] = messages as Record<string, string>;
  }
  return bundles;
}
