/** Spanish texts of the referral page (namespace `referral`). */
export const es: Record<string, string> = {
  'referral.title': 'Programa de recomendación',
  'referral.body': 'El programa de recomendación llegará en una versión posterior.',
  home: 'Volver a la página de inicio',
};
