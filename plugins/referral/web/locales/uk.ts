/** Ukrainian texts of the referral plugin (namespace `referral`). */
export const uk: Record<string, string> = {
  'referral.title': 'Реферальна програма',
  'referral.body': 'Реферальна програма зʼявиться в одному з наступних випусків.',
  home: 'Повернутися на головну сторінку',
};
