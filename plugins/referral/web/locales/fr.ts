/** French texts of the referral page (namespace `referral`). */
export const fr: Record<string, string> = {
  'referral.title': 'Parrainage',
  'referral.body': 'Le programme de parrainage arrivera dans une prochaine version.',
  home: 'Retour à l’accueil',
};
