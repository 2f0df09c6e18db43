/** Danish server messages. */
export const da: Record<string, string> = {
  'A file is at most 1,000,000 characters': 'En fil må højst have 1.000.000 tegn',
  'A file name cannot hold slashes or control characters': 'Et filnavn må ikke indeholde skråstreger eller kontroltegn',
  'A file name is at most 128 characters': 'Et filnavn må højst have 128 tegn',
  'A file name is required': 'Et filnavn skal udfyldes',
  'A query is at most {{maxQueryChars}} characters': 'En forespørgsel må højst have {{maxQueryChars}} tegn',
  'At most {{maxStatements}} statements run at once': 'Der kan højst køres {{maxStatements}} sætninger ad gangen',
  'No such SQL file': 'SQL-filen findes ikke',
  'SQL file deleted': 'SQL-filen er slettet',
  'The SQL editor is not available for {{displayName}} yet': 'SQL-editoren er endnu ikke tilgængelig for {{displayName}}',
  'There is no statement to run': 'Der er ingen sætning at køre',
  'project_id is required': 'project_id skal udfyldes',
  'query is required': 'query skal udfyldes',
};
