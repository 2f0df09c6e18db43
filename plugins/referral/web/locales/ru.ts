/** Russian texts of the referral page (namespace `referral`). */
export const ru: Record<string, string> = {
  'referral.title': 'Реферальная программа',
  'referral.body': 'Реферальная программа появится в одном из следующих выпусков.',
  home: 'На главную страницу',
};
