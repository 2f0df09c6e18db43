import { LOCALES } from '@plinth/sdk';
import { webPlugins } from 'virtual:plinth-web-plugins';
import { describe, expect, it } from 'vitest';
import { addPluginBundles, createI18n, HOST_BUNDLES } from '../src/i18n/i18n.js';

/** The locales with translations of the shell, auth and project-list strings (issue 7). */
const TRANSLATED = ['de', 'fr', 'es', 'ja', 'zh_CN', 'pt_BR'] as const;
/** Bundles translated in full: the frame, accounts, the Appearance panel, the dashboard and the views drawer. */
const COMPLETE = new Set([
  'host',
  'auth',
  'themes',
  'templates',
  'views',
  'dashboard',
  'gallery-view',
  'kanban-view',
  'calendar-view',
  'form-view',
  'shared-views',
  'sql-editor',
  'db-objects',
  'cron-jobs',
  'seed-data',
  'api-client',
  'swagger-client',
  'grpc-client',
  'terminal',
  'team',
  'acl',
  'project-meta',
  'sheet-import',
  'webhooks',
  'app-store',
]);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** The plural categories a locale's numbers use (zh_CN has only `other`, Russian adds `few` and `many`). */
const pluralCategories = (lng: string) => new Set<string>(new Intl.PluralRules(lng.replace('_', '-')).resolvedOptions().pluralCategories);
/** The English text a translated key stands for: itself, or for a plural form, the English `_other`. */
const englishOf = (en: Record<string, string>, key: string) => en[key] ?? en[key.replace(PLURAL_SUFFIX, '_other')];
/** The keys a complete translation has: English's, with the plural forms of the locale's own categories. */
function expectedKeys(en: Record<string, string>, lng: string): string[] {
  const categories = pluralCategories(lng);
  const keys = new Set<string>();
  for (const key of Object.keys(en)) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (!plural) keys.add(key);
    else if (plural[1] === 'other') for (const c of categories) keys.add(key.replace(PLURAL_SUFFIX, `_${c}`));
  }
  return [...keys].sort();
}

const bundlesByNamespace: [string, Partial<Record<string, Record<string, string>>>][] = [
  ['host', HOST_BUNDLES],
  ...webPlugins.flatMap((m) =>
    m.definition.web?.i18n ? [[m.id, m.definition.web.i18n] as [string, Partial<Record<string, Record<string, string>>>]] : [],
  ),
];

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('message bundles', () => {
  it('every bundled web part ships English', () => {
    for (const m of webPlugins) {
      if (m.definition.web?.routes?.length || m.definition.web?.userMenuItems?.length)
        expect(m.definition.web?.i18n?.en, m.id).toBeTruthy();
    }
  });

  it.each(bundlesByNamespace)('%s: translations use only locales of 001 s.9, English keys and the same placeholders', (ns, bundles) => {
    const en = bundles.en!;
    for (const [lng, messages] of Object.entries(bundles)) {
      expect(LOCALES as readonly string[], `${ns}/${lng}`).toContain(lng);
      for (const [key, text] of Object.entries(messages ?? {})) {
        const english = englishOf(en, key);
        expect(english, `${ns}/${lng}: ${key} has no English text`).toBeDefined();
        // A form for one, two or none may say the number in words ('Ein Datensatz') instead of {{count}}.
        const wordsAllowed = /_(zero|one|two)$/.test(key);
        const names = (t: string) => placeholders(t).filter((p) => !(wordsAllowed && p === 'count'));
        expect(names(text), `${ns}/${lng}: ${key}`).toEqual(names(english!));
      }
    }
    if (COMPLETE.has(ns)) {
      for (const lng of TRANSLATED) expect(Object.keys(bundles[lng] ?? {}).sort(), `${ns}/${lng}`).toEqual(expectedKeys(en, lng));
    }
  });

  it('the project list is translated for the six locales', () => {
    const projects = Object.fromEntries(bundlesByNamespace)['projects'];
    expect(projects).toBeDefined();
    const listKeys = Object.keys(projects!.en!).filter(
      (key) =>
        /^(list|new|status|action|confirm|done)\./.test(key) &&
        !key.startsWith('action.testConnection') &&
        !['action.save', 'action.updateRestart', 'action.cancel'].includes(key),
    );
    for (const lng of TRANSLATED) for (const key of listKeys) expect(projects![lng]?.[key], `projects/${lng}: ${key}`).toBeDefined();
  });

  it('a view type counts in the plural forms of each locale, with the SDK texts under its own', () => {
    const kanban = webPlugins.find((m) => m.id === 'kanban-view')!.definition.web!.i18n!;
    const t = (lng: string, key: string, count?: number) => {
      const i18n = createI18n(lng);
      addPluginBundles(i18n, 'kanban-view', kanban);
      return i18n.t(key, { ns: 'kanban-view', count });
    };
    expect(t('fr', 'lane.count', 1)).toBe('1 carte');
    expect(t('fr', 'lane.count', 2)).toBe('2 cartes');
    expect(t('fr', 'lane.count', 1_000_000)).toBe('1000000 de cartes');
    expect(t('ja', 'lane.count', 1)).toBe('1 枚のカード');
    expect(t('de', 'filters.add')).toBe('Filter hinzufügen');
    expect(t('zh_CN', 'row.save')).toBe('保存');
  });

  // Counted texts are i18next plural keys (`key_one`, `key_other`...), never '1 rows' or 'row(s)'.
  it('counts read in the plural form of the number', () => {
    for (const [ns, bundles] of bundlesByNamespace) {
      for (const [lng, messages] of Object.entries(bundles)) {
        for (const [key, text] of Object.entries(messages ?? {})) expect(text, `${ns}/${lng}: ${key}`).not.toMatch(/\(s\)/);
      }
    }
    const grid = webPlugins.find((m) => m.id === 'grid-view')!.definition.web!.i18n!;
    const i18n = createI18n('en');
    addPluginBundles(i18n, 'grid-view', grid);
    const t = (key: string, count: number) => i18n.t(key, { ns: 'grid-view', count });
    expect(t('count.rows', 1)).toBe('1 row');
    expect(t('count.rows', 0)).toBe('0 rows');
    expect(t('count.rows', 2)).toBe('2 rows');
    expect(t('rows.deleted', 1)).toBe('Deleted 1 row');
    expect(t('confirm.deleteRows.body', 3)).toBe('Delete 3 rows? This cannot be undone.');
  });
});
