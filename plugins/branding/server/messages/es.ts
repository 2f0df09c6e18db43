/** Spanish server messages. */
export const es: Record<string, string> = {
  'One logo at most': 'Como máximo un logotipo',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    'La URL del logotipo debe ser una dirección http(s), una ruta en este servidor o una imagen incrustada',
  'The title is at most 100 characters': 'El título tiene como máximo 100 caracteres',
};
