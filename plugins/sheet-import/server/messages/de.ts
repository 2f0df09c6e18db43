/** German server messages. */
export const de: Record<string, string> = {
  'At most {{maxColumns}} columns can be imported': 'Höchstens {{maxColumns}} Spalten können importiert werden',
  'Choose at least one sheet': 'Wählen Sie mindestens ein Blatt',
  'File too large: at most {{maxFileMb}} MB': 'Datei zu groß: höchstens {{maxFileMb}} MB',
  'Import cancelled': 'Import abgebrochen',
  'Import not found': 'Import nicht gefunden',
  'Invalid .xlsx file: {{msg}}': 'Ungültige .xlsx-Datei: {{msg}}',
  'Malformed CSV: {{Length}}': 'Fehlerhaftes CSV: {{Length}}',
  "No file uploaded: send multipart/form-data with the field 'file'":
    "Keine Datei hochgeladen: senden Sie multipart/form-data mit dem Feld 'file'",
  "Row {{rowNumber}}, column '{{cn}}': {{err}}": "Zeile {{rowNumber}}, Spalte '{{cn}}': {{err}}",
  "Send one file in the multipart field 'file'": "Senden Sie eine Datei im Multipart-Feld 'file'",
  "Sheet '{{name}}' has {{width}} columns; at most {{maxColumns}} can be imported":
    "Blatt '{{name}}' hat {{width}} Spalten; höchstens {{maxColumns}} können importiert werden",
  'Sheet {{sheet}} is not in the upload': 'Blatt {{sheet}} ist nicht im Upload enthalten',
  "Table '{{tn}}' needs at least one column": "Tabelle '{{tn}}' braucht mindestens eine Spalte",
  'The file has {{row}} columns; at most {{maxColumns}} can be imported':
    'Die Datei hat {{row}} Spalten; höchstens {{maxColumns}} können importiert werden',
  'The file holds no rows': 'Die Datei enthält keine Zeilen',
  'The file is empty': 'Die Datei ist leer',
  'The file is not a valid .{{kind}} file': 'Die Datei ist keine gültige .{{kind}}-Datei',
  'The workbook cannot be read: {{err}}': 'Die Arbeitsmappe kann nicht gelesen werden: {{err}}',
  'Title is required': 'Titel ist erforderlich',
  'Title is too long': 'Der Titel ist zu lang',
  'Unsupported column type': 'Nicht unterstützter Spaltentyp',
  'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file':
    'Nicht unterstützter Dateityp: laden Sie eine .xlsx-, .xls-, .csv- oder .tsv-Datei hoch',
  'Upload not found': 'Upload nicht gefunden',
  'uploadId is required': 'uploadId ist erforderlich',
};
