/** Provided by host-web/vite-plugins/plinth-web-plugins.ts from the built-in plugin list. */
declare module 'virtual:plinth-web-plugins' {
  /** Same shape as WebPluginModule (store/PluginState.ts); ambient modules cannot import relatively. */
  export const webPlugins: readonly { id: string; definition: import('@plinth/sdk').PluginDefinition }[];
}
