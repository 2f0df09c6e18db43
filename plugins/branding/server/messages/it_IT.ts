/** Italian server messages. */
export const it_IT: Record<string, string> = {
  'One logo at most': 'Al massimo un logo',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    'L’URL del logo deve essere un indirizzo http(s), un percorso su questo server o un’immagine inline',
  'The title is at most 100 characters': 'Il titolo è lungo al massimo 100 caratteri',
};
