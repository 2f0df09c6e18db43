/** What a complete translation is: the rules the bundle tests share (001 s.9). */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The plural categories a locale's numbers use (zh_CN has only `other`, Russian adds `few` and `many`). */
export const pluralCategories = (lng: string) =>
  new Set<string>(new Intl.PluralRules(lng.replace('_', '-').replace(/^iw\b/, 'he')).resolvedOptions().pluralCategories);

/** The English text a translated key stands for: itself, or for a plural form, the English `_other`. */
export const englishOf = (en: Record<string, string>, key: string) => en[key] ?? en[key.replace(PLURAL_SUFFIX, '_other')];

/** The keys a complete translation has: English's, with the plural forms of the locale's own categories. */
export function expectedKeys(en: Record<string, string>, lng: string): string[] {
  const categories = pluralCategories(lng);
  const keys = new Set<string>();
  for (const key of Object.keys(en)) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (!plural) keys.add(key);
    else if (plural[1] === 'other') for (const c of categories) keys.add(key.replace(PLURAL_SUFFIX, `_${c}`));
  }
  return [...keys].sort();
}

export const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * Texts that stay the same in every language: product and format names, codes, symbols. A
 * translation equal to English counts against the 5 % rule unless the English is one of these.
 */
const UNTRANSLATED =
  /^(?:[\W\d_]*|Plinth|JSON|SQL|REST|GraphQL|gRPC|Swagger(?: UI)?|API|URL|CSV|Excel|XLSX|HMAC|JWT|SMTP|OK|ID|Slack|Discord|Microsoft Teams|Mattermost|Kanban|Redis|PostgreSQL|MySQL|SQLite|SQL Server|MariaDB|npm|GitHub|Google|\{\{\s*\w+\s*\}\})$/i;

/** The share of a locale's texts left identical to English (names and codes aside). */
export function identicalShare(en: Record<string, string>, messages: Record<string, string>): { share: number; keys: string[] } {
  const keys = Object.keys(messages).filter((key) => {
    const english = englishOf(en, key);
    return english !== undefined && messages[key] === english && !UNTRANSLATED.test(english.trim());
  });
  return { share: keys.length / Math.max(1, Object.keys(messages).length), keys };
}
