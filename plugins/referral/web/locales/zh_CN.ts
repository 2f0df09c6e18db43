/** Simplified Chinese texts of the referral page (namespace `referral`). */
export const zh_CN: Record<string, string> = {
  'referral.title': '推荐计划',
  'referral.body': '推荐计划将在后续版本中推出。',
  home: '返回首页',
};
