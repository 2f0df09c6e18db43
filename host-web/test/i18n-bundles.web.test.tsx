import { LOCALES } from '@plinth/sdk';
import { webPlugins } from 'virtual:plinth-web-plugins';
import { describe, expect, it } from 'vitest';
import { addPluginBundles, createI18n, HOST_BUNDLES } from '../src/i18n/i18n.js';

const bundlesByNamespace: [string, Partial<Record<string, Record<string, string>>>][] = [
  ['host', HOST_BUNDLES],
  ...webPlugins.flatMap((m) =>
    m.definition.web?.i18n ? [[m.id, m.definition.web.i18n] as [string, Partial<Record<string, Record<string, string>>>]] : [],
  ),
];

describe('message bundles', () => {
  it('every bundled web part ships English', () => {
    for (const m of webPlugins) {
      if (m.definition.web?.routes?.length || m.definition.web?.userMenuItems?.length)
        expect(m.definition.web?.i18n?.en, m.id).toBeTruthy();
    }
  });

  // Completeness per locale (keys, placeholders, English left) is locale-completeness.web.test.tsx.
  it('every bundle is a locale of 001 s.9', () => {
    for (const [ns, bundles] of bundlesByNamespace)
      for (const lng of Object.keys(bundles)) expect(LOCALES as readonly string[], `${ns}/${lng}`).toContain(lng);
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
