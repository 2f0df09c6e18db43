/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  'Error opening the terminal': 'Erro ao abrir o terminal',
  'Invalid terminal request': 'Requisição de terminal inválida',
  'No such terminal': 'Terminal não encontrado',
  'Only {{MAX_TERMINALS}} terminals can be opened': 'Só é possível abrir {{MAX_TERMINALS}} terminais',
};
