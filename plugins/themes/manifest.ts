import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'themes',
  version: '0.1.0',
  displayName: 'Themes',
  description: 'Dark mode, the preset palettes and a custom theme (Settings > Appearance, ctrl+shift+b), and a theme per project.',
  category: 'Appearance',
  icon: 'paintbrush',
  // Per-project themes (the dashboard's Themes tab) when projects run.
  optionalDependsOn: ['projects'],
});
