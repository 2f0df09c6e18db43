/** Slovenian texts of the referral page (namespace `referral`). */
export const sl: Record<string, string> = {
  'referral.title': 'Priporočila',
  'referral.body': 'Program priporočil prihaja v eni od naslednjih izdaj.',
  home: 'Nazaj na začetno stran',
};
