/** Brazilian Portuguese texts of the referral page (namespace `referral`). */
export const pt_BR: Record<string, string> = {
  'referral.title': 'Programa de indicação',
  'referral.body': 'O programa de indicação chega em uma versão futura.',
  home: 'Voltar para a página inicial',
};
