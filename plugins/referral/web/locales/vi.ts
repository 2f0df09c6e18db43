/** Vietnamese texts of the referral plugin (namespace `referral`). */
export const vi: Record<string, string> = {
  'referral.title': 'Giới thiệu bạn bè',
  'referral.body': 'Chương trình giới thiệu sẽ có trong bản phát hành sau.',
  home: 'Quay lại trang chủ',
};
