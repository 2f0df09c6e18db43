/** Italian messages of the referral plugin (namespace `referral`). */
export const it_IT: Record<string, string> = {
  'referral.title': 'Programma di referral',
  'referral.body': 'Il programma di referral arriverà in una versione successiva.',
  home: 'Torna alla pagina iniziale',
};
