/** French server messages. */
export const fr: Record<string, string> = {
  'The SQL runner stopped unexpectedly': "L'exécuteur SQL s'est arrêté de manière inattendue",
};
