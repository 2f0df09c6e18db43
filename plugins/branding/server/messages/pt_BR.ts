/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  'One logo at most': 'No máximo um logotipo',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    'A URL do logotipo deve ser um endereço http(s), um caminho neste servidor ou uma imagem embutida',
  'The title is at most 100 characters': 'O título tem no máximo 100 caracteres',
};
