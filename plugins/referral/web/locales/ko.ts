/** Korean messages of the referral plugin (namespace `referral`). */
export const ko: Record<string, string> = {
  'referral.title': '추천',
  'referral.body': '추천 프로그램은 이후 릴리스에서 제공됩니다.',
  home: '홈으로 돌아가기',
};
