/** Spanish server messages. */
export const es: Record<string, string> = {
  'A file is at most 1,000,000 characters': 'Un archivo tiene como máximo 1.000.000 caracteres',
  'A file name cannot hold slashes or control characters': 'Un nombre de archivo no puede contener barras ni caracteres de control',
  'A file name is at most 128 characters': 'Un nombre de archivo tiene como máximo 128 caracteres',
  'A file name is required': 'El nombre de archivo es obligatorio',
  'A query is at most {{maxQueryChars}} characters': 'Una consulta tiene como máximo {{maxQueryChars}} caracteres',
  'At most {{maxStatements}} statements run at once': 'Como máximo se ejecutan {{maxStatements}} instrucciones a la vez',
  'No such SQL file': 'No existe ese archivo SQL',
  'SQL file deleted': 'Archivo SQL eliminado',
  'The SQL editor is not available for {{displayName}} yet': 'El editor SQL aún no está disponible para {{displayName}}',
  'There is no statement to run': 'No hay ninguna instrucción que ejecutar',
  'project_id is required': 'project_id es obligatorio',
  'query is required': 'query es obligatorio',
};
