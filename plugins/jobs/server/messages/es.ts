/** Spanish server messages. */
export const es: Record<string, string> = {
  'Cron expression required': 'Se requiere la expresión cron',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    "Expresión cron '{{expression}}' no válida: se esperaban 5 o 6 campos, hay {{fields}}",
  "Invalid cron expression '{{expression}}': {{err}}": "Expresión cron '{{expression}}' no válida: {{err}}",
  'The server running the job stopped': 'El servidor que ejecutaba la tarea se detuvo',
  "Unknown time zone '{{zone}}'": "Zona horaria '{{zone}}' desconocida",
  'redisUrl must be a URL': 'redisUrl debe ser una URL',
};
