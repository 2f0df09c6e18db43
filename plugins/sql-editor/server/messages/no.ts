/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  'A file is at most 1,000,000 characters': 'En fil kan ha maks 1 000 000 tegn',
  'A file name cannot hold slashes or control characters': 'Et filnavn kan ikke inneholde skråstreker eller kontrolltegn',
  'A file name is at most 128 characters': 'Et filnavn kan ha maks 128 tegn',
  'A file name is required': 'Et filnavn må fylles ut',
  'A query is at most {{maxQueryChars}} characters': 'En spørring kan ha maks {{maxQueryChars}} tegn',
  'At most {{maxStatements}} statements run at once': 'Maks {{maxStatements}} setninger kjøres om gangen',
  'No such SQL file': 'SQL-filen finnes ikke',
  'SQL file deleted': 'SQL-filen er slettet',
  'The SQL editor is not available for {{displayName}} yet': 'SQL-redigeringsprogrammet er ikke tilgjengelig for {{displayName}} ennå',
  'There is no statement to run': 'Det er ingen setning å kjøre',
  'project_id is required': 'project_id må fylles ut',
  'query is required': 'query må fylles ut',
};
