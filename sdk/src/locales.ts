/**
 * The 24 locales (001 s.9) as people and browsers name them: which locale a language tag asks for
 * ('he' -> iw, 'nb' -> no, 'zh-Hant-HK' -> zh_HK), and a locale's name in its own language.
 * Browser-safe: the server's `Accept-Language` negotiation and the web frame's first-visit choice
 * (`navigator.languages`) both use it.
 */
import { intlLocale } from './cell-format.js';
import { DEFAULT_LANGUAGE, LOCALES, type Locale } from './constants.js';

export const isLocale = (code: unknown): code is Locale => typeof code === 'string' && (LOCALES as readonly string[]).includes(code);

/** A lower-case tag as `localeOfTag` compares them ('zh_HK' -> 'zh-hk'). */
const tagOf = (code: string) => code.replace('_', '-').toLowerCase();

/** Each supported locale by the tags that select it: 'de', 'de-at' -> de; 'he' -> iw; 'nb' -> no; 'zh-hant-hk' -> zh_HK. */
const BY_TAG = new Map<string, Locale>([
  ...LOCALES.map((code) => [tagOf(code), code] as [string, Locale]),
  ['he', 'iw'],
  ['nb', 'no'],
  ['nn', 'no'],
  ['zh-hk', 'zh_HK'],
  ['zh-mo', 'zh_HK'],
  ['zh-hant', 'zh_TW'],
  ['zh-tw', 'zh_TW'],
  ['zh-hans', 'zh_CN'],
  ['zh-cn', 'zh_CN'],
  ['zh-sg', 'zh_CN'],
  ['zh', 'zh_CN'],
  ['pt', 'pt_BR'],
  ['it', 'it_IT'],
]);

/** The supported locale a language tag asks for, or null ('fr-CA' -> fr, 'tlh' -> null). */
export function localeOfTag(tag: string): Locale | null {
  const [language = '', ...rest] = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const script = rest.find((p) => p.length === 4);
  const region = rest.find((p) => p.length === 2 || /^\d{3}$/.test(p));
  // The region first ('zh-Hant-HK' is Hong Kong's Chinese), then the script, then the language alone.
  for (const candidate of [region && `${language}-${region}`, script && `${language}-${script}`, language]) {
    const found = candidate ? BY_TAG.get(candidate) : undefined;
    if (found) return found;
  }
  return null;
}

/** The first of the browser's languages (`navigator.languages`, best first) that is supported; English when none is. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * A locale's name in its own language, as a language list shows it ('Deutsch', 'עברית', 'Русский',
 * '中文（香港）'): from `Intl`, first letter upper-cased where the language has cases; the code when
 * `Intl` has no name for it.
 */
export function languageName(code: string): string {
  const tag = intlLocale(code);
  // intlLocale reads a code that is no language tag at all as English: that is no name for it.
  if (tag === 'en' && !/^en(?:[-_]|$)/i.test(code)) return code;
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    if (!name || name.toLowerCase() === tag.toLowerCase()) return code;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return code;
  }
}
