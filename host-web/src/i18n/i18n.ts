import { DEFAULT_LANGUAGE, LOCALES } from '@plinth/sdk';
import { localeBundles, type I18nBundles, type I18nView } from '@plinth/sdk/web';
import i18next, { type i18n as I18n } from 'i18next';
import { en } from './en.js';

const HOST_NS = 'host';

/** The frame's own messages; a locale without a bundle (or a key missing in one) reads English. */
export const HOST_BUNDLES: Readonly<Record<string, Record<string, string>>> = localeBundles(
  en,
  import.meta.glob('./locales/*.ts', { eager: true }),
) as Record<string, Record<string, string>>;
/** Every locale of 001 s.9: what the language menus offer. */
export const HOST_LANGUAGES: readonly string[] = LOCALES;
export { textDirection } from '@plinth/sdk/web';

export function createI18n(language: string): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(Object.entries(HOST_BUNDLES).map(([lng, messages]) => [lng, { [HOST_NS]: messages }])),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LOCALES],
    // Codes such as zh_CN and pt_BR are used as they are, never cut to a language part.
    load: 'currentOnly',
    ns: [HOST_NS],
    defaultNS: HOST_NS,
    // Flat keys such as 'error.backHome', and plain-text labels that may contain ':' or '.'.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // Resources are in memory: ready before the first render, no Suspense.
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** A plugin's bundles live in its own namespace (its id). */
export function addPluginBundles(i18n: I18n, pluginId: string, bundles: I18nBundles): void {
  for (const [lng, messages] of Object.entries(bundles)) {
    if (messages) i18n.addResourceBundle(lng, pluginId, messages, true, true);
  }
}

/** Translates a plugin-contributed label: a key of its namespace, or plain text shown as is. */
export function translateLabel(i18n: I18nView, pluginId: string, label: string): string {
  return i18n.t(label, { ns: pluginId, defaultValue: label });
}

export function createI18nView(i18n: I18n): I18nView {
  return {
    get language() {
      return i18n.language;
    },
    languages: HOST_LANGUAGES,
    t: (key, options) => i18n.t(key, options ?? {}),
    changeLanguage: (lng) => i18n.changeLanguage(lng),
    on: (event, cb) => {
      i18n.on(event, cb);
    },
    off: (event, cb) => {
      i18n.off(event, cb);
    },
  };
}
