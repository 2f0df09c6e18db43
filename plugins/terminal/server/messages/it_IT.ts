/** Italian server messages. */
export const it_IT: Record<string, string> = {
  'Error opening the terminal': 'Errore durante l’apertura del terminale',
  'Invalid terminal request': 'Richiesta al terminale non valida',
  'No such terminal': 'Terminale inesistente',
  'Only {{MAX_TERMINALS}} terminals can be opened': 'Si possono aprire solo {{MAX_TERMINALS}} terminali',
};
