import { describe, expect, it } from 'vitest';
import { languageName, LOCALES, localeOfTag, preferredLocale } from '../src/index.js';

describe('locales by language tag', () => {
  it('maps browser tags to the supported locale they ask for', () => {
    expect(
      [
        'he',
        'he-IL',
        'iw',
        'nb',
        'nb-NO',
        'nn',
        'no',
        'zh-TW',
        'zh-Hant',
        'zh-Hant-HK',
        'zh-HK',
        'zh',
        'zh-Hans-SG',
        'pt',
        'pt-PT',
        'it-CH',
        'de-AT',
        'en-GB',
      ].map(localeOfTag),
    ).toEqual([
      'iw',
      'iw',
      'iw',
      'no',
      'no',
      'no',
      'no',
      'zh_TW',
      'zh_TW',
      'zh_HK',
      'zh_HK',
      'zh_CN',
      'zh_CN',
      'pt_BR',
      'pt_BR',
      'it_IT',
      'de',
      'en',
    ]);
    expect(localeOfTag('tlh')).toBeNull();
  });

  it("picks the first supported of the browser's languages, else English", () => {
    expect(preferredLocale(['tlh', 'he-IL', 'de'])).toBe('iw');
    expect(preferredLocale(['xx', 'nb-NO'])).toBe('no');
    expect(preferredLocale(['pt'])).toBe('pt_BR');
    expect(preferredLocale(['tlh', 'xx-YY'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });
});

describe('language names', () => {
  it('names every locale in its own language, never by its code', () => {
    const names = LOCALES.map(languageName);
    expect(names.filter((name, i) => name === LOCALES[i])).toEqual([]);
    expect(new Set(names).size).toBe(LOCALES.length);
    expect(Object.fromEntries(['en', 'de', 'ja', 'ru', 'iw', 'th', 'no', 'fr'].map((code) => [code, languageName(code)]))).toEqual({
      en: 'English',
      de: 'Deutsch',
      ja: '日本語',
      ru: 'Русский',
      iw: 'עברית',
      th: 'ไทย',
      no: 'Norsk',
      fr: 'Français',
    });
    expect(languageName('zh_HK')).toMatch(/^中文（.*香港.*）$/);
    expect(languageName('zh_TW')).toMatch(/^中文（.*台灣.*）$/);
  });

  it('answers the code for something Intl cannot name', () => {
    expect(languageName('not a locale!')).toBe('not a locale!');
    expect(languageName('xx')).toBe('xx');
  });
});
