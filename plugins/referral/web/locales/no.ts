/** Norwegian (Bokmål) texts of the referral plugin (namespace `referral`). */
export const no: Record<string, string> = {
  'referral.title': 'Verving',
  'referral.body': 'Vervingsprogrammet kommer i en senere versjon.',
  home: 'Tilbake til startsiden',
};
