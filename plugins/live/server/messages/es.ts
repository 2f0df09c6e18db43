/** Spanish server messages. */
export const es: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': 'Un socket sigue como máximo {{maxSubscriptions}} tablas',
  'Authentication is unavailable': 'La autenticación no está disponible',
  "Forbidden: this action needs the 'airTable' permission": "Prohibido: esta acción necesita el permiso 'airTable'",
  'Invalid table': 'Tabla no válida',
  'projectId is required': 'projectId es obligatorio',
  'projectId is too long': 'projectId es demasiado largo',
  'redisUrl must be a URL': 'redisUrl debe ser una URL',
  'tn is required': 'tn es obligatorio',
  'tn is too long': 'tn es demasiado largo',
};
