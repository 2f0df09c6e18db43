import { LOCALES } from '@plinth/sdk';
import { webPlugins } from 'virtual:plinth-web-plugins';
import { describe, expect, it } from 'vitest';
import { addPluginBundles, createI18n, HOST_BUNDLES } from '../src/i18n/i18n.js';

/** The locales with translations of the shell, auth and project-list strings (issue 7). */
const TRANSLATED = ['de', 'fr', 'es', 'ja', 'zh_CN', 'pt_BR'] as const;
/** Bundles translated in full: the frame, accounts, the Appearance panel, the dashboard and the views drawer. */
const COMPLETE = new Set(['host', 'auth', 'themes', 'templates', 'views', 'dashboard']);

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
        expect(en[key], `${ns}/${lng}: ${key} has no English text`).toBeDefined();
        expect(placeholders(text), `${ns}/${lng}: ${key}`).toEqual(placeholders(en[key]!));
      }
    }
    if (COMPLETE.has(ns)) {
      for (const lng of TRANSLATED) expect(Object.keys(bundles[lng] ?? {}).sort(), `${ns}/${lng}`).toEqual(Object.keys(en).sort());
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
