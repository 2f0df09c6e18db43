import { defineManifest } from '@plinth/sdk';

export const manifest = defineManifest({
  id: 'referral',
  version: '0.1.0',
  displayName: 'Referral',
  description: 'The referral page (/referral).',
  category: 'Tools',
  icon: 'gift',
});
