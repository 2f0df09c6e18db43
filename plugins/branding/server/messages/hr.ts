/** Croatian server messages. */
export const hr: Record<string, string> = {
  'One logo at most': 'Najviše jedan logotip',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    'URL logotipa mora biti http(s) adresa, putanja na ovom poslužitelju ili ugrađena slika',
  'The title is at most 100 characters': 'Naslov ima najviše 100 znakova',
};
