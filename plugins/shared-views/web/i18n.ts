/** English messages of the shared-views plugin (namespace `shared-views`). */
export const en: Record<string, string> = {
  'base.title': 'Shared base',
  'base.body': 'Opening a shared base arrives with a later release.',
  'form.title': 'Shared form',
  'form.body': 'Filling in a shared form arrives with a later release.',
  home: 'Back to the home page',
};
