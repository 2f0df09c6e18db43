/** Finnish texts of the referral plugin (namespace `referral`). */
export const fi: Record<string, string> = {
  'referral.title': 'Suosittele',
  'referral.body': 'Suositteluohjelma tulee myöhemmässä versiossa.',
  home: 'Takaisin etusivulle',
};
