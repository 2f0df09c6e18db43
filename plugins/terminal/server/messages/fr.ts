/** French server messages. */
export const fr: Record<string, string> = {
  'Error opening the terminal': "Erreur à l'ouverture du terminal",
  'Invalid terminal request': 'Requête de terminal non valide',
  'No such terminal': 'Terminal introuvable',
  'Only {{MAX_TERMINALS}} terminals can be opened': 'Seuls {{MAX_TERMINALS}} terminaux peuvent être ouverts',
};
