/** Dutch messages of the referral plugin (namespace `referral`). */
export const nl: Record<string, string> = {
  'referral.title': 'Verwijzingsprogramma',
  'referral.body': 'Het verwijzingsprogramma komt in een latere release.',
  home: 'Terug naar de startpagina',
};
