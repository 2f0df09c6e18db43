import { useLanguage } from './use-cell-format.js';

/** Locales written right to left (Hebrew, as `iw`). */
const RTL_LANGUAGES: readonly string[] = ['iw'];

/** The direction a locale is written in: the frame sets it on `<html dir>`, layouts that compute positions read it. */
export const textDirection = (language: string): 'rtl' | 'ltr' => (RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr');

/**
 * The user's language's direction, for code that positions things itself (a virtualised grid's
 * scroll offsets, which way an arrow key moves); CSS follows `<html dir>` through logical properties.
 */
export function useTextDirection(): 'rtl' | 'ltr' {
  return textDirection(useLanguage());
}
