/** Swedish messages of the referral plugin (namespace `referral`). */
export const sv: Record<string, string> = {
  'referral.title': 'Värvning',
  'referral.body': 'Värvningsprogrammet kommer i en senare version.',
  home: 'Tillbaka till startsidan',
};
