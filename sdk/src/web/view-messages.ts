/** Every text the SDK's view pieces read from a view type plugin's bundle, per shipped locale. */
import { CELL_INPUT_MESSAGES_EN } from '../cell-values.js';
import type { Locale } from '../constants.js';
import { CELL_DISPLAY_MESSAGES_EN } from './cell-display.js';
import { localeBundles } from './locale-bundles.js';
import type { I18nBundles } from './types.js';
import { ROW_FORM_MESSAGES_EN } from './ui/RowEditDialog.js';
import { VIEW_MENU_MESSAGES_EN } from './ui/ViewFieldMenus.js';

export const VIEW_MESSAGES_EN: Readonly<Record<string, string>> = {
  ...CELL_INPUT_MESSAGES_EN,
  ...CELL_DISPLAY_MESSAGES_EN,
  ...VIEW_MENU_MESSAGES_EN,
  ...ROW_FORM_MESSAGES_EN,
};

export const VIEW_MESSAGES: Readonly<Partial<Record<Locale, Readonly<Record<string, string>>>>> = localeBundles(
  VIEW_MESSAGES_EN,
  import.meta.glob('./view-locales/*.ts', { eager: true }),
);

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
