/** Slovenian server messages. */
export const sl: Record<string, string> = {
  'One logo at most': 'Največ en logotip',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    'URL logotipa mora biti naslov http(s), pot na tem strežniku ali vdelana slika',
  'The title is at most 100 characters': 'Naslov ima največ 100 znakov',
};
