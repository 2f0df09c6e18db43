/** Spanish server messages. */
export const es: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    'Una versión más reciente de Plinth escribió este archivo (versión posterior a {{DOCUMENT_VERSION}})',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    "No se pudieron importar las filas de '{{tn}}' (filas {{i}} a {{Math}}): {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    "Archivo no válido: una relación nombra una tabla que no contiene ('{{tn}}' -> '{{rtn}}')",
  'Invalid archive: no {{DOCUMENT_NAME}}': 'Archivo no válido: falta {{DOCUMENT_NAME}}',
  'Invalid archive: no {{name}}': 'Archivo no válido: falta {{name}}',
  'Invalid archive: not a zip file or a JSON document': 'Archivo no válido: no es un archivo zip ni un documento JSON',
  'Invalid archive: {{msg}}': 'Archivo no válido: {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'":
    "Archivo no válido: {{name}} tiene la columna desconocida '{{unknown}}'",
  'Invalid archive: {{name}} is not JSON': 'Archivo no válido: {{name}} no es JSON',
  'Invalid archive: {{name}} names a table the archive does not make':
    'Archivo no válido: {{name}} nombra una tabla que el archivo no crea',
  'Invalid archive: {{name}} repeats a column': 'Archivo no válido: {{name}} repite una columna',
  'Invalid archive: {{name}}: {{err}}': 'Archivo no válido: {{name}}: {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': 'No es un documento {{DOCUMENT_FORMAT}}',
  'Send the exported zip or JSON file as the request body': 'Envía el archivo zip o JSON exportado como cuerpo de la petición',
};
