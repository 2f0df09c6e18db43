/** Hebrew messages of the referral plugin (namespace `referral`). */
export const iw: Record<string, string> = {
  'referral.title': 'הפניות',
  'referral.body': 'תוכנית ההפניות תגיע בגרסה עתידית.',
  home: 'חזרה לדף הבית',
};
