/** Danish texts of the referral plugin (namespace `referral`). */
export const da: Record<string, string> = {
  'referral.title': 'Henvisningsprogram',
  'referral.body': 'Henvisningsprogrammet kommer i en senere version.',
  home: 'Tilbage til forsiden',
};
