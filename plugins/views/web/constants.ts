/** The plugin's id: its i18n namespace and its `ctx.storage` name. */
export const PLUGIN_ID = 'views';
