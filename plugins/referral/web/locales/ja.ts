/** Japanese texts of the referral page (namespace `referral`). */
export const ja: Record<string, string> = {
  'referral.title': '紹介プログラム',
  'referral.body': '紹介プログラムは今後のリリースで提供されます。',
  home: 'ホームページに戻る',
};
