import { webPlugins } from 'virtual:plinth-web-plugins';
import { describe, expect, it } from 'vitest';
import { HOST_BUNDLES } from '../src/i18n/i18n.js';
import { englishOf, expectedKeys, identicalShare, placeholders } from './locale-rules.js';

/** The locales of the first translations (checked per namespace in i18n-bundles.web.test.tsx). */
const FIRST_LOCALES = new Set(['en', 'de', 'fr', 'es', 'ja', 'zh_CN', 'pt_BR']);

const bundlesByNamespace: [string, Partial<Record<string, Record<string, string>>>][] = [
  ['host', HOST_BUNDLES],
  ...webPlugins.flatMap((m) =>
    m.definition.web?.i18n ? [[m.id, m.definition.web.i18n] as [string, Partial<Record<string, Record<string, string>>>]] : [],
  ),
];

/** Every locale file beyond the first ones, per namespace. */
const laterLocales = bundlesByNamespace.flatMap(([ns, bundles]) =>
  Object.keys(bundles)
    .filter((lng) => !FIRST_LOCALES.has(lng))
    .map((lng) => [ns, lng, bundles] as const),
);

describe('the completeness rules', () => {
  it("expands plural keys into each locale's own categories", () => {
    const en = { rows_one: '{{count}} row', rows_other: '{{count}} rows', title: 'Title' };
    expect(expectedKeys(en, 'ru')).toEqual(['rows_few', 'rows_many', 'rows_one', 'rows_other', 'title']);
    expect(expectedKeys(en, 'th')).toEqual(['rows_other', 'title']);
    expect(expectedKeys(en, 'iw')).toEqual(['rows_one', 'rows_other', 'rows_two', 'title']);
  });

  it('counts texts left in English, names and codes aside', () => {
    const en = { a: 'Save', b: 'JSON', c: 'Cancel', d: '{{name}}' };
    expect(identicalShare(en, { a: 'Save', b: 'JSON', c: 'Abbrechen', d: '{{name}}' })).toEqual({ share: 0.25, keys: ['a'] });
  });

  // Locales added beyond the first seven: each file complete in its namespace.
  if (laterLocales.length)
    it.each(laterLocales)(
      "%s/%s: every English key in the locale's plural forms, the same placeholders, at most 5 % left in English",
      (ns, lng, bundles) => {
        const en = bundles.en!;
        const messages = bundles[lng]!;
        expect(Object.keys(messages).sort(), `${ns}/${lng}`).toEqual(expectedKeys(en, lng));
        for (const [key, text] of Object.entries(messages)) {
          const wordsAllowed = /_(zero|one|two)$/.test(key);
          const names = (t: string) => placeholders(t).filter((p) => !(wordsAllowed && p === 'count'));
          expect(names(text), `${ns}/${lng}: ${key}`).toEqual(names(englishOf(en, key)!));
        }
        const { share, keys } = identicalShare(en, messages);
        expect(share, `${ns}/${lng} keeps these in English: ${keys.join(', ')}`).toBeLessThanOrEqual(0.05);
      },
    );
});
