import { describe, expect, it } from 'vitest';
import { MessageCatalog, negotiateLanguage, serverMessages } from '../src/server/messages.js';

describe('negotiateLanguage', () => {
  it('picks the best supported locale by quality and order', () => {
    expect(negotiateLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toBe('fr');
    expect(negotiateLanguage('xx, de;q=0.2, ja;q=0.9')).toBe('ja');
    expect(negotiateLanguage('pt')).toBe('pt_BR');
    expect(negotiateLanguage('zh-TW')).toBe('zh_TW');
    expect(negotiateLanguage('zh-Hans-CN')).toBe('zh_CN');
    expect(negotiateLanguage('he')).toBe('iw');
    expect(negotiateLanguage('iw')).toBe('iw');
    expect(negotiateLanguage('it-IT')).toBe('it_IT');
  });

  it('answers null when nothing supported is asked for', () => {
    expect(negotiateLanguage(undefined)).toBeNull();
    expect(negotiateLanguage('*')).toBeNull();
    expect(negotiateLanguage('tlh, xx;q=0.5')).toBeNull();
    expect(negotiateLanguage('de;q=0')).toBeNull();
    expect(negotiateLanguage(';;;,,,q=')).toBeNull();
  });
});

describe('MessageCatalog', () => {
  const catalog = new MessageCatalog();
  catalog.add(
    serverMessages(["Table '{{table}}' not found", 'Invalid token', '{{what}} failed: {{err}}', 'Import failed: {{err}}'], {
      de: {
        "Table '{{table}}' not found": "Tabelle '{{table}}' nicht gefunden",
        'Invalid token': 'Ungültiges Token',
        '{{what}} failed: {{err}}': '{{what}} fehlgeschlagen: {{err}}',
        'Import failed: {{err}}': 'Import fehlgeschlagen: {{err}}',
      },
    }),
  );

  it('translates a fixed text and fills the variable parts of a template', () => {
    expect(catalog.translate('Invalid token', 'de')).toBe('Ungültiges Token');
    expect(catalog.translate("Table 'a $1 (b)' not found", 'de')).toBe("Tabelle 'a $1 (b)' nicht gefunden");
  });

  it('prefers the most specific template and translates a message inside a message', () => {
    expect(catalog.translate('Import failed: Invalid token', 'de')).toBe('Import fehlgeschlagen: Ungültiges Token');
    expect(catalog.translate('Sync failed: boom', 'de')).toBe('Sync fehlgeschlagen: boom');
  });

  it('leaves English, unknown texts and unknown locales as they are', () => {
    expect(catalog.translate('Invalid token', 'en')).toBe('Invalid token');
    expect(catalog.translate('Something else', 'de')).toBe('Something else');
    expect(catalog.translate('Invalid token', 'ja')).toBe('Invalid token');
  });

  it('adds a package once', () => {
    const bundles = serverMessages(['Hello'], { de: { Hello: 'Hallo' } });
    const twice = new MessageCatalog();
    twice.add(bundles);
    twice.add(bundles);
    expect(twice.translate('Hello', 'de')).toBe('Hallo');
  });
});
