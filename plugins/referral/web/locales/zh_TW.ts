/** Traditional Chinese (Taiwan) texts of the referral plugin (namespace `referral`). */
export const zh_TW: Record<string, string> = {
  'referral.title': '推薦計畫',
  'referral.body': '推薦計畫將於後續版本推出。',
  home: '返回首頁',
};
