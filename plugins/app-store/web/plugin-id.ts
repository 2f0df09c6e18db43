/** The plugin's id: its i18n namespace. */
export const PLUGIN_ID = 'app-store';
