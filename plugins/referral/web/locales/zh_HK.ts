/** Traditional Chinese (Hong Kong) texts of the referral plugin (namespace `referral`). */
export const zh_HK: Record<string, string> = {
  'referral.title': '推薦計劃',
  'referral.body': '推薦計劃將於日後版本推出。',
  home: '返回首頁',
};
