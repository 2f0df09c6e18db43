/** Spanish server messages. */
export const es: Record<string, string> = {
  'At most {{maxColumns}} columns can be imported': 'Se pueden importar como máximo {{maxColumns}} columnas',
  'Choose at least one sheet': 'Elige al menos una hoja',
  'File too large: at most {{maxFileMb}} MB': 'Archivo demasiado grande: como máximo {{maxFileMb}} MB',
  'Import cancelled': 'Importación cancelada',
  'Import not found': 'No se encontró la importación',
  'Invalid .xlsx file: {{msg}}': 'Archivo .xlsx no válido: {{msg}}',
  'Malformed CSV: {{Length}}': 'CSV mal formado: {{Length}}',
  "No file uploaded: send multipart/form-data with the field 'file'":
    "No se ha subido ningún archivo: envía multipart/form-data con el campo 'file'",
  "Row {{rowNumber}}, column '{{cn}}': {{err}}": "Fila {{rowNumber}}, columna '{{cn}}': {{err}}",
  "Send one file in the multipart field 'file'": "Envía un solo archivo en el campo multipart 'file'",
  "Sheet '{{name}}' has {{width}} columns; at most {{maxColumns}} can be imported":
    "La hoja '{{name}}' tiene {{width}} columnas; se pueden importar como máximo {{maxColumns}}",
  'Sheet {{sheet}} is not in the upload': 'La hoja {{sheet}} no está en el archivo subido',
  "Table '{{tn}}' needs at least one column": "La tabla '{{tn}}' necesita al menos una columna",
  'The file has {{row}} columns; at most {{maxColumns}} can be imported':
    'El archivo tiene {{row}} columnas; se pueden importar como máximo {{maxColumns}}',
  'The file holds no rows': 'El archivo no contiene filas',
  'The file is empty': 'El archivo está vacío',
  'The file is not a valid .{{kind}} file': 'El archivo no es un archivo .{{kind}} válido',
  'The workbook cannot be read: {{err}}': 'No se puede leer el libro: {{err}}',
  'Title is required': 'El título es obligatorio',
  'Title is too long': 'El título es demasiado largo',
  'Unsupported column type': 'Tipo de columna no admitido',
  'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file':
    'Tipo de archivo no admitido: sube un archivo .xlsx, .xls, .csv o .tsv',
  'Upload not found': 'No se encontró la subida',
  'uploadId is required': 'uploadId es obligatorio',
};
