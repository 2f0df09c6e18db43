/** German server messages. */
export const de: Record<string, string> = {
  'A file is at most 1,000,000 characters': 'Eine Datei hat höchstens 1.000.000 Zeichen',
  'A file name cannot hold slashes or control characters': 'Ein Dateiname darf keine Schrägstriche oder Steuerzeichen enthalten',
  'A file name is at most 128 characters': 'Ein Dateiname hat höchstens 128 Zeichen',
  'A file name is required': 'Ein Dateiname ist erforderlich',
  'A query is at most {{maxQueryChars}} characters': 'Eine Abfrage hat höchstens {{maxQueryChars}} Zeichen',
  'At most {{maxStatements}} statements run at once': 'Höchstens {{maxStatements}} Anweisungen werden auf einmal ausgeführt',
  'No such SQL file': 'Diese SQL-Datei existiert nicht',
  'SQL file deleted': 'SQL-Datei gelöscht',
  'The SQL editor is not available for {{displayName}} yet': 'Der SQL-Editor ist für {{displayName}} noch nicht verfügbar',
  'There is no statement to run': 'Es gibt keine Anweisung zum Ausführen',
  'project_id is required': 'project_id ist erforderlich',
  'query is required': 'query ist erforderlich',
};
