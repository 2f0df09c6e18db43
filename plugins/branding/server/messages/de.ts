/** German server messages. */
export const de: Record<string, string> = {
  'One logo at most': 'Höchstens ein Logo',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    'Die Logo-URL muss eine http(s)-Adresse, ein Pfad auf diesem Server oder ein eingebettetes Bild sein',
  'The title is at most 100 characters': 'Der Titel hat höchstens 100 Zeichen',
};
