/**
 * What a complete translation is (001 s.9), as one check a plugin's test calls on its bundles:
 * every locale of `LOCALES` present, every English key there in the locale's own plural forms,
 * the same `{{placeholders}}`, and at most 5 % of the texts left identical to English (names,
 * codes and words the language shares with English aside). Framework-free: it answers a list of
 * problems, so `expect(localeProblems(bundles)).toEqual([])` shows them all at once.
 */
import { intlLocale } from '../cell-format.js';
import { LOCALES } from '../constants.js';

type Bundles = Readonly<Partial<Record<string, Readonly<Record<string, string>>>>>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The plural categories a locale's numbers use (zh_CN has only `other`, Russian adds `few` and `many`). */
const pluralCategories = (lng: string) => new Set<string>(new Intl.PluralRules(intlLocale(lng)).resolvedOptions().pluralCategories);

/** The English text a translated key stands for: itself, or for a plural form, the English `_other`. */
const englishOf = (en: Readonly<Record<string, string>>, key: string) => en[key] ?? en[key.replace(PLURAL_SUFFIX, '_other')];

/** The keys a complete translation has: English's, with the plural forms of the locale's own categories. */
export function expectedKeys(en: Readonly<Record<string, string>>, lng: string): string[] {
  const categories = pluralCategories(lng);
  const keys = new Set<string>();
  for (const key of Object.keys(en)) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (!plural) keys.add(key);
    else if (plural[1] === 'other') for (const c of categories) keys.add(key.replace(PLURAL_SUFFIX, `_${c}`));
  }
  return [...keys].sort();
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

/** Product, format and protocol names: the same in every language. */
const NAMES =
  /^(?:Plinth|JSON|SQL|REST|GraphQL|gRPC|Swagger(?: UI)?|APIs?|URL|CSV|Excel|XLSX|HMAC|JWT|SMTP|OK|ID|Slack|Discord|Microsoft Teams|Mattermost|Kanban|Redis|PostgreSQL|MySQL|SQLite|SQL Server|MariaDB|MySQL \/ MariaDB|npm(?: install)?|GitHub|Google|Webhooks?(?: \(JSON\))?|Plugins?|App Store|Terminals?|Meta)$/i;

/**
 * Words a language writes exactly as English does (German 'Name', French 'Description'): a
 * translation equal to English is right there, not forgotten.
 */
const SHARED_WORDS: Readonly<Record<string, readonly string[]>> = {
  de: [
    'Name',
    'Status',
    'Index',
    'Trigger',
    'Information',
    'Info',
    'Offline',
    'Online',
    'Version',
    'Test',
    'Minimum',
    'Maximum',
    'Definition',
    'Logo',
    'Filter',
    'Start',
    'Import',
    'Export',
    'Team',
    'Link',
    'Details',
    'Text',
    'Tabs',
  ],
  fr: [
    'Description',
    'Actions',
    'Action',
    'Table',
    'Tables',
    'Type',
    'Condition',
    'Index',
    'Unique',
    'Test',
    'Minimum',
    'Maximum',
    'Information',
    'Info',
    'Notifications',
    'Date',
    'E-mail',
    'Version',
    'Logo',
    'Accent',
    'Local',
    'Options',
    'Message',
    'Source',
    'Position',
    'Service',
  ],
  es: ['Editor', 'Local', 'Total', 'Error', 'General', 'Final'],
  pt_BR: ['Editor', 'Local', 'Status', 'Total', 'Logo', 'Normal'],
  it_IT: ['Editor', 'Test', 'Logo', 'Password', 'Email', 'Trigger', 'Webhook', 'Standard'],
  nl: ['Status', 'Test', 'Index', 'Trigger', 'Filter', 'Team', 'Logo', 'Editor', 'Info', 'Start', 'Type'],
  sv: ['Status', 'Test', 'Index', 'Filter', 'Team', 'Logo', 'Editor', 'Info', 'Start', 'Version'],
  da: ['Status', 'Test', 'Index', 'Filter', 'Team', 'Logo', 'Editor', 'Info', 'Start', 'Version'],
  no: ['Status', 'Test', 'Filter', 'Team', 'Logo', 'Editor', 'Info', 'Start'],
  id: ['Status', 'Editor', 'Filter', 'Logo', 'Info', 'Total', 'Email', 'Password', 'Server'],
};

/**
 * Whether an English text needs no translation: nothing but placeholders, figures and marks
 * ('{{ms}} ms', 'v{{version}}', 'C'), a name, or a word the language shares with English. Browser
 * tests use it too, on the texts a translated screen shows.
 */
export function staysTheSame(english: string, lng: string): boolean {
  const words = english.replace(/\{\{\s*\w+\s*\}\}/g, ' ').trim();
  if (!/\p{L}{3,}/u.test(words) || /^(?:ms|min|px|KB|MB|GB)$/i.test(words)) return true;
  const bare = words.replace(/[\s():,./-]+$/u, '').replace(/^[\s():,./-]+/u, '');
  return NAMES.test(bare) || (SHARED_WORDS[lng]?.includes(bare) ?? false);
}

/** The share of a locale's texts left identical to English, and which (names and shared words aside). */
export function identicalShare(
  en: Readonly<Record<string, string>>,
  messages: Readonly<Record<string, string>>,
  lng = '',
): { share: number; keys: string[] } {
  const keys = Object.keys(messages).filter((key) => {
    const english = englishOf(en, key);
    return english !== undefined && messages[key] === english && !staysTheSame(english, lng);
  });
  return { share: keys.length / Math.max(1, Object.keys(messages).length), keys };
}

/** How much of a locale may stay English (001 s.9). */
export const MAX_IDENTICAL_SHARE = 0.05;

/**
 * Everything incomplete about a namespace's bundles (`{ en, de, ... }` as a web part's `i18n`),
 * as readable lines; empty when every locale of `locales` is complete.
 */
export function localeProblems(namespace: string, bundles: Bundles, locales: readonly string[] = LOCALES): string[] {
  const en = bundles.en;
  if (!en) return [`${namespace}: no English bundle`];
  const problems: string[] = [];
  for (const lng of Object.keys(bundles)) if (!locales.includes(lng)) problems.push(`${namespace}/${lng}: not a locale of 001 s.9`);
  for (const lng of locales) {
    if (lng === 'en') continue;
    const messages = bundles[lng];
    if (!messages) {
      problems.push(`${namespace}/${lng}: no translation`);
      continue;
    }
    const expected = expectedKeys(en, lng);
    const missing = expected.filter((k) => !(k in messages));
    const extra = Object.keys(messages).filter((k) => !expected.includes(k));
    if (missing.length) problems.push(`${namespace}/${lng}: missing ${missing.join(', ')}`);
    if (extra.length) problems.push(`${namespace}/${lng}: keys English does not have ${extra.join(', ')}`);
    for (const [key, text] of Object.entries(messages)) {
      const english = englishOf(en, key);
      if (english === undefined) continue;
      // A form for one, two or none may say the number in words ('Ein Datensatz') instead of {{count}}.
      const wordsAllowed = /_(zero|one|two)$/.test(key);
      const names = (t: string) => placeholders(t).filter((p) => !(wordsAllowed && p === 'count'));
      if (names(text).join() !== names(english).join())
        problems.push(
          `${namespace}/${lng}: ${key} has {{${names(text).join('}}, {{')}}} where English has {{${names(english).join('}}, {{')}}}`,
        );
    }
    const { share, keys } = identicalShare(en, messages, lng);
    if (share > MAX_IDENTICAL_SHARE)
      problems.push(`${namespace}/${lng}: ${Math.round(share * 100)} % left in English (at most 5 %): ${keys.join(', ')}`);
  }
  return problems;
}
