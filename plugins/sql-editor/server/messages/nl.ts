/** Dutch server messages. */
export const nl: Record<string, string> = {
  'A file is at most 1,000,000 characters': 'Een bestand is maximaal 1.000.000 tekens lang',
  'A file name cannot hold slashes or control characters': 'Een bestandsnaam mag geen slashes of stuurtekens bevatten',
  'A file name is at most 128 characters': 'Een bestandsnaam is maximaal 128 tekens lang',
  'A file name is required': 'Een bestandsnaam is verplicht',
  'A query is at most {{maxQueryChars}} characters': 'Een query is maximaal {{maxQueryChars}} tekens lang',
  'At most {{maxStatements}} statements run at once': 'Er worden maximaal {{maxStatements}} statements tegelijk uitgevoerd',
  'No such SQL file': 'Dit SQL-bestand bestaat niet',
  'SQL file deleted': 'SQL-bestand verwijderd',
  'The SQL editor is not available for {{displayName}} yet': 'De SQL-editor is nog niet beschikbaar voor {{displayName}}',
  'There is no statement to run': 'Er is geen statement om uit te voeren',
  'project_id is required': 'project_id is verplicht',
  'query is required': 'query is verplicht',
};
