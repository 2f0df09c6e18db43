/** German server messages. */
export const de: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    'Ein neueres Plinth hat dieses Archiv geschrieben (Version über {{DOCUMENT_VERSION}})',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    "Die Zeilen von '{{tn}}' konnten nicht importiert werden (Zeilen {{i}} bis {{Math}}): {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    "Ungültiges Archiv: eine Beziehung nennt eine Tabelle, die es nicht enthält ('{{tn}}' -> '{{rtn}}')",
  'Invalid archive: no {{DOCUMENT_NAME}}': 'Ungültiges Archiv: kein {{DOCUMENT_NAME}}',
  'Invalid archive: no {{name}}': 'Ungültiges Archiv: kein {{name}}',
  'Invalid archive: not a zip file or a JSON document': 'Ungültiges Archiv: weder eine ZIP-Datei noch ein JSON-Dokument',
  'Invalid archive: {{msg}}': 'Ungültiges Archiv: {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'":
    "Ungültiges Archiv: {{name}} enthält die unbekannte Spalte '{{unknown}}'",
  'Invalid archive: {{name}} is not JSON': 'Ungültiges Archiv: {{name}} ist kein JSON',
  'Invalid archive: {{name}} names a table the archive does not make':
    'Ungültiges Archiv: {{name}} nennt eine Tabelle, die das Archiv nicht anlegt',
  'Invalid archive: {{name}} repeats a column': 'Ungültiges Archiv: {{name}} wiederholt eine Spalte',
  'Invalid archive: {{name}}: {{err}}': 'Ungültiges Archiv: {{name}}: {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': 'Kein {{DOCUMENT_FORMAT}}-Dokument',
  'Send the exported zip or JSON file as the request body': 'Senden Sie die exportierte ZIP- oder JSON-Datei als Anfrageinhalt',
};
