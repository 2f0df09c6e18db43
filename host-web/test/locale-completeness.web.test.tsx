import { LOCALES } from '@plinth/sdk';
import { expectedKeys, identicalShare, localeProblems } from '@plinth/sdk/testing/web';
import { webPlugins } from 'virtual:plinth-web-plugins';
import { describe, expect, it } from 'vitest';
import { HOST_BUNDLES } from '../src/i18n/i18n.js';

/** The frame's bundles and every bundled plugin's, by namespace. */
const bundlesByNamespace: [string, Partial<Record<string, Record<string, string>>>][] = [
  ['host', HOST_BUNDLES],
  ...webPlugins.flatMap((m) =>
    m.definition.web?.i18n ? [[m.id, m.definition.web.i18n] as [string, Partial<Record<string, Record<string, string>>>]] : [],
  ),
];

describe('the completeness rules', () => {
  it("expands plural keys into each locale's own categories", () => {
    const en = { rows_one: '{{count}} row', rows_other: '{{count}} rows', title: 'Title' };
    expect(expectedKeys(en, 'ru')).toEqual(['rows_few', 'rows_many', 'rows_one', 'rows_other', 'title']);
    expect(expectedKeys(en, 'th')).toEqual(['rows_other', 'title']);
    expect(expectedKeys(en, 'iw')).toEqual(['rows_one', 'rows_other', 'rows_two', 'title']);
  });

  it('counts texts left in English, names, codes and shared words aside', () => {
    const en = { a: 'Save', b: 'JSON', c: 'Cancel', d: '{{name}}', e: '{{ms}} ms', f: 'Name' };
    const de = { a: 'Save', b: 'JSON', c: 'Abbrechen', d: '{{name}}', e: '{{ms}} ms', f: 'Name' };
    expect(identicalShare(en, de, 'de')).toEqual({ share: 1 / 6, keys: ['a'] });
    // 'Name' is German, not French.
    expect(identicalShare(en, de, 'fr').keys).toEqual(['a', 'f']);
  });

  it('names every gap: a missing locale, a missing key, a lost placeholder, too much English', () => {
    const en = { greet: 'Hello {{name}}', save: 'Save', cancel: 'Cancel' };
    const problems = localeProblems('demo', { en, de: { greet: 'Hallo', save: 'Save', cancel: 'Abbrechen', old: 'Alt' } }, [
      'en',
      'de',
      'fr',
    ]);
    expect(problems).toEqual([
      'demo/de: keys English does not have old',
      'demo/de: greet has {{}} where English has {{name}}',
      'demo/de: 25 % left in English (at most 5 %): save',
      'demo/fr: no translation',
    ]);
  });
});

// 001 s.9: every namespace in all 24 locales.
describe.each(bundlesByNamespace)('%s', (ns, bundles) => {
  it(`is complete in all ${LOCALES.length} locales`, () => {
    expect(localeProblems(ns, bundles)).toEqual([]);
  });
});
