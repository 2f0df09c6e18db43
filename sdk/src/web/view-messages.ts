/** Every text the SDK's view pieces read from a view type plugin's bundle, per shipped locale. */
import { CELL_INPUT_MESSAGES_EN } from '../cell-values.js';
import type { Locale } from '../constants.js';
import { CELL_DISPLAY_MESSAGES_EN } from './cell-display.js';
import type { I18nBundles } from './types.js';
import { ROW_FORM_MESSAGES_EN } from './ui/RowEditDialog.js';
import { VIEW_MENU_MESSAGES_EN } from './ui/ViewFieldMenus.js';
import { de } from './view-locales/de.js';
import { es } from './view-locales/es.js';
import { fr } from './view-locales/fr.js';
import { ja } from './view-locales/ja.js';
import { pt_BR } from './view-locales/pt_BR.js';
import { zh_CN } from './view-locales/zh_CN.js';

export const VIEW_MESSAGES_EN: Readonly<Record<string, string>> = {
  ...CELL_INPUT_MESSAGES_EN,
  ...CELL_DISPLAY_MESSAGES_EN,
  ...VIEW_MENU_MESSAGES_EN,
  ...ROW_FORM_MESSAGES_EN,
};

export const VIEW_MESSAGES: Readonly<Partial<Record<Locale, Readonly<Record<string, string>>>>> = {
  en: VIEW_MESSAGES_EN,
  de,
  fr,
  es,
  ja,
  zh_CN,
  pt_BR,
};

/**
 * A view type plugin's bundles with the SDK's view texts under them in every locale either has (the
 * plugin's own keys win), so every view type reads the same filter, field and cell texts.
 */
export function withViewMessages(own: I18nBundles): I18nBundles {
  const merged: I18nBundles = {};
  for (const lng of new Set([...Object.keys(VIEW_MESSAGES), ...Object.keys(own)])) {
    merged[lng] = { ...VIEW_MESSAGES[lng as Locale], ...own[lng] };
  }
  return merged;
}
