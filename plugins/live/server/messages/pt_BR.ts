/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': 'Um socket acompanha no máximo {{maxSubscriptions}} tabelas',
  'Authentication is unavailable': 'A autenticação não está disponível',
  "Forbidden: this action needs the 'airTable' permission": "Proibido: esta ação precisa da permissão 'airTable'",
  'Invalid table': 'Tabela inválida',
  'projectId is required': 'projectId é obrigatório',
  'projectId is too long': 'projectId é longo demais',
  'redisUrl must be a URL': 'redisUrl deve ser uma URL',
  'tn is required': 'tn é obrigatório',
  'tn is too long': 'tn é longo demais',
};
