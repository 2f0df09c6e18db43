/** Croatian texts of the referral plugin (namespace `referral`). */
export const hr: Record<string, string> = {
  'referral.title': 'Preporuke',
  'referral.body': 'Program preporuka stiže u jednom od sljedećih izdanja.',
  home: 'Natrag na početnu stranicu',
};
