/** Thai texts of the referral plugin (namespace `referral`). */
export const th: Record<string, string> = {
  'referral.title': 'แนะนำเพื่อน',
  'referral.body': 'โปรแกรมแนะนำเพื่อนจะมาในรุ่นถัดไป',
  home: 'กลับไปหน้าแรก',
};
