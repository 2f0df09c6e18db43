/** Spanish server messages. */
export const es: Record<string, string> = {
  'At most 1000 paths at once': 'Como máximo 1000 rutas a la vez',
  'File deleted': 'Archivo eliminado',
  'File not found': 'No se encontró el archivo',
  'File too large: at most {{max}} MB per file': 'Archivo demasiado grande: como máximo {{max}} MB por archivo',
  'Invalid file name': 'Nombre de archivo no válido',
  'Invalid or expired file token': 'Token de archivo no válido o caducado',
  'Invalid project id': 'Id. de proyecto no válido',
  'No file content': 'No hay contenido de archivo',
  'paths must be a list of stored file names': 'paths debe ser una lista de nombres de archivos almacenados',
  'paths must not be empty': 'paths no debe estar vacío',
};
