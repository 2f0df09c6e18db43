/** English messages of the referral plugin (namespace `referral`). */
export const en: Record<string, string> = {
  'referral.title': 'Referral',
  'referral.body': 'The referral programme arrives with a later release.',
  home: 'Back to the home page',
};
