/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  'At most 1000 paths at once': 'No máximo 1000 caminhos por vez',
  'File deleted': 'Arquivo excluído',
  'File not found': 'Arquivo não encontrado',
  'File too large: at most {{max}} MB per file': 'Arquivo grande demais: no máximo {{max}} MB por arquivo',
  'Invalid file name': 'Nome de arquivo inválido',
  'Invalid or expired file token': 'Token de arquivo inválido ou expirado',
  'Invalid project id': 'ID de projeto inválido',
  'No file content': 'Nenhum conteúdo de arquivo',
  'paths must be a list of stored file names': 'paths deve ser uma lista de nomes de arquivos armazenados',
  'paths must not be empty': 'paths não pode estar vazio',
};
