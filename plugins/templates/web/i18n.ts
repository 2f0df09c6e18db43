/** Messages of the templates plugin's web part (namespace `templates`): the gallery's and the editor's. */
import * as editor from './editor/i18n.js';
import * as gallery from './gallery/i18n.js';

export const en: Record<string, string> = { ...gallery.en, ...editor.en };
export const de: Record<string, string> = { ...gallery.de, ...editor.de };
export const fr: Record<string, string> = { ...gallery.fr, ...editor.fr };
export const es: Record<string, string> = { ...gallery.es, ...editor.es };
export const ja: Record<string, string> = { ...gallery.ja, ...editor.ja };
export const zh_CN: Record<string, string> = { ...gallery.zh_CN, ...editor.zh_CN };
export const pt_BR: Record<string, string> = { ...gallery.pt_BR, ...editor.pt_BR };
