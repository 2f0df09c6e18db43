/** Danish server messages. */
export const da: Record<string, string> = {
  'One logo at most': 'Højst ét logo',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    'Logoets url skal være en http(s)-adresse, en sti på denne server eller et indlejret billede',
  'The title is at most 100 characters': 'Titlen må højst have 100 tegn',
};
