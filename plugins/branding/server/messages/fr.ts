/** French server messages. */
export const fr: Record<string, string> = {
  'One logo at most': 'Un seul logo au maximum',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    "L'URL du logo doit être une adresse http(s), un chemin sur ce serveur ou une image intégrée",
  'The title is at most 100 characters': 'Le titre comporte au plus 100 caractères',
};
