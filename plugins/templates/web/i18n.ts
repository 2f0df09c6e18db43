/** Messages of the templates plugin's web part (namespace `templates`): the gallery's and the editor's. */
import { localeBundles, type I18nBundles } from '@plinth/sdk/web';
import * as editor from './editor/i18n.js';
import * as gallery from './gallery/i18n.js';

const galleryBundles = localeBundles(gallery.en, import.meta.glob('./gallery/locales/*.ts', { eager: true }));
const editorBundles = localeBundles(editor.en, import.meta.glob('./editor/locales/*.ts', { eager: true }));

export const en: Record<string, string> = { ...gallery.en, ...editor.en };
/** Every locale either part has, the two parts' texts together. */
export const bundles: I18nBundles = Object.fromEntries(
  [...new Set([...Object.keys(galleryBundles), ...Object.keys(editorBundles)])].map((lng) => [
    lng,
    { ...galleryBundles[lng], ...editorBundles[lng] },
  ]),
);
