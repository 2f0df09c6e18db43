/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  'A file is at most 1,000,000 characters': 'Um arquivo tem no máximo 1.000.000 caracteres',
  'A file name cannot hold slashes or control characters': 'Um nome de arquivo não pode conter barras nem caracteres de controle',
  'A file name is at most 128 characters': 'Um nome de arquivo tem no máximo 128 caracteres',
  'A file name is required': 'O nome do arquivo é obrigatório',
  'A query is at most {{maxQueryChars}} characters': 'Uma consulta tem no máximo {{maxQueryChars}} caracteres',
  'At most {{maxStatements}} statements run at once': 'No máximo {{maxStatements}} instruções são executadas por vez',
  'No such SQL file': 'Arquivo SQL não encontrado',
  'SQL file deleted': 'Arquivo SQL excluído',
  'The SQL editor is not available for {{displayName}} yet': 'O editor SQL ainda não está disponível para {{displayName}}',
  'There is no statement to run': 'Não há instrução para executar',
  'project_id is required': 'project_id é obrigatório',
  'query is required': 'query é obrigatório',
};
