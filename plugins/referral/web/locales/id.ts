/** Indonesian texts of the referral plugin (namespace `referral`). */
export const id: Record<string, string> = {
  'referral.title': 'Referal',
  'referral.body': 'Program referal akan hadir di rilis mendatang.',
  home: 'Kembali ke beranda',
};
