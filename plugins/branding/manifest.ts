import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'branding',
  version: '0.1.0',
  displayName: 'Branding',
  description: 'The name and logo shown in the top bar (settings: title, logo).',
  category: 'Appearance',
  icon: 'id-badge',
});
