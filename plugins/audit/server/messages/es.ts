/** Spanish server messages. */
export const es: Record<string, string> = {
  'Comment text is required': 'El texto del comentario es obligatorio',
  "Unknown column '{{cn}}'": "Columna '{{cn}}' desconocida",
  'limit must be a number': 'limit debe ser un número',
  'limit must be an integer': 'limit debe ser un entero',
  'limit must be at least 1': 'limit debe ser al menos 1',
  'offset must be a number': 'offset debe ser un número',
  'offset must be an integer': 'offset debe ser un entero',
  'offset must be at least 0': 'offset debe ser al menos 0',
  'project_id is required': 'project_id es obligatorio',
  '{{what}} is required': '{{what}} es obligatorio',
  '{{what}} is too long': '{{what}} es demasiado largo',
};
