/** German texts of the referral page (namespace `referral`). */
export const de: Record<string, string> = {
  'referral.title': 'Empfehlungsprogramm',
  'referral.body': 'Das Empfehlungsprogramm kommt in einer späteren Version.',
  home: 'Zurück zur Startseite',
};
