/** English messages of the shared-views plugin (namespace `shared-views`). */
export const en: Record<string, string> = {
  'base.title': 'Shared base',
  'base.body': 'Opening a shared base arrives with a later release.',
  home: 'Back to the home page',
};
