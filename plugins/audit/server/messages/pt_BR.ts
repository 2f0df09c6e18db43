/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  'Comment text is required': 'O texto do comentário é obrigatório',
  "Unknown column '{{cn}}'": "Coluna '{{cn}}' desconhecida",
  'limit must be a number': 'limit deve ser um número',
  'limit must be an integer': 'limit deve ser um inteiro',
  'limit must be at least 1': 'limit deve ser pelo menos 1',
  'offset must be a number': 'offset deve ser um número',
  'offset must be an integer': 'offset deve ser um inteiro',
  'offset must be at least 0': 'offset deve ser pelo menos 0',
  'project_id is required': 'project_id é obrigatório',
  '{{what}} is required': '{{what}} é obrigatório',
  '{{what}} is too long': '{{what}} é longo demais',
};
