import { useCallback, useContext, useSyncExternalStore } from 'react';
import { cellFormatter, intlLocale, type CellFormatter } from '../cell-format.js';
// index.ts re-exports this file; PlinthContext is defined there (a cycle ES modules resolve at call time).
import { PlinthContext } from './index.js';

const noSubscription = () => () => undefined;

/** The user's current language (`ctx.i18n.language`, 'en' outside the Plinth frame); a component using it renders again when it changes. */
export function useLanguage(): string {
  const i18n = useContext(PlinthContext)?.i18n;
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!i18n) return noSubscription();
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  return useSyncExternalStore(subscribe, () => i18n?.language || 'en');
}

/**
 * The cell formatter for the user's current language: a component using it renders again when
 * the language changes, so numbers and dates follow without a reload. English outside the Plinth
 * frame.
 */
export function useCellFormat(): CellFormatter {
  return cellFormatter(useLanguage());
}

/** The Intl tag of the user's current language (for `toLocaleString` and friends); follows a change of language like `useCellFormat`. */
export function useIntlLocale(): string {
  return intlLocale(useLanguage());
}
