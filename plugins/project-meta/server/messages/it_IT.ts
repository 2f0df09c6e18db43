/** Italian server messages. */
export const it_IT: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    'Questo archivio è stato scritto da una versione più recente di Plinth (versione superiore a {{DOCUMENT_VERSION}})',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    "Impossibile importare le righe di '{{tn}}' (righe da {{i}} a {{Math}}): {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    "Archivio non valido: una relazione nomina una tabella che non contiene ('{{tn}}' -> '{{rtn}}')",
  'Invalid archive: no {{DOCUMENT_NAME}}': 'Archivio non valido: manca {{DOCUMENT_NAME}}',
  'Invalid archive: no {{name}}': 'Archivio non valido: manca {{name}}',
  'Invalid archive: not a zip file or a JSON document': 'Archivio non valido: non è un file zip né un documento JSON',
  'Invalid archive: {{msg}}': 'Archivio non valido: {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'": "Archivio non valido: {{name}} ha la colonna sconosciuta '{{unknown}}'",
  'Invalid archive: {{name}} is not JSON': 'Archivio non valido: {{name}} non è JSON',
  'Invalid archive: {{name}} names a table the archive does not make':
    'Archivio non valido: {{name}} nomina una tabella che l’archivio non crea',
  'Invalid archive: {{name}} repeats a column': 'Archivio non valido: {{name}} ripete una colonna',
  'Invalid archive: {{name}}: {{err}}': 'Archivio non valido: {{name}}: {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': 'Non è un documento {{DOCUMENT_FORMAT}}',
  'Send the exported zip or JSON file as the request body': 'Invia il file zip o JSON esportato come corpo della richiesta',
};
