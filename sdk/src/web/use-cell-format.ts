import { useCallback, useContext, useSyncExternalStore } from 'react';
import { cellFormatter, type CellFormatter } from '../cell-format.js';
// index.ts re-exports this file; PlinthContext is defined there (a cycle ES modules resolve at call time).
import { PlinthContext } from './index.js';

const noSubscription = () => () => undefined;

/**
 * The cell formatter for the user's current language (`ctx.i18n.language`): a component using it
 * renders again when the language changes, so numbers and dates follow without a reload. English
 * outside the Plinth frame.
 */
export function useCellFormat(): CellFormatter {
  const i18n = useContext(PlinthContext)?.i18n;
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!i18n) return noSubscription();
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n?.language || 'en');
  return cellFormatter(language);
}
