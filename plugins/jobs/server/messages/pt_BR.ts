/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  'Cron expression required': 'Expressão cron obrigatória',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    "Expressão cron '{{expression}}' inválida: esperados 5 ou 6 campos, recebidos {{fields}}",
  "Invalid cron expression '{{expression}}': {{err}}": "Expressão cron '{{expression}}' inválida: {{err}}",
  'The server running the job stopped': 'O servidor que executava a tarefa parou',
  "Unknown time zone '{{zone}}'": "Fuso horário '{{zone}}' desconhecido",
  'redisUrl must be a URL': 'redisUrl deve ser uma URL',
};
