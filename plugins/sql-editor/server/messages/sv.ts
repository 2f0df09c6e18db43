/** Swedish server messages. */
export const sv: Record<string, string> = {
  'A file is at most 1,000,000 characters': 'En fil är högst 1 000 000 tecken lång',
  'A file name cannot hold slashes or control characters': 'Ett filnamn får inte innehålla snedstreck eller styrtecken',
  'A file name is at most 128 characters': 'Ett filnamn är högst 128 tecken långt',
  'A file name is required': 'Ett filnamn krävs',
  'A query is at most {{maxQueryChars}} characters': 'En fråga är högst {{maxQueryChars}} tecken lång',
  'At most {{maxStatements}} statements run at once': 'Högst {{maxStatements}} satser körs åt gången',
  'No such SQL file': 'SQL-filen finns inte',
  'SQL file deleted': 'SQL-filen har tagits bort',
  'The SQL editor is not available for {{displayName}} yet': 'SQL-redigeraren är inte tillgänglig för {{displayName}} än',
  'There is no statement to run': 'Det finns ingen sats att köra',
  'project_id is required': 'project_id krävs',
  'query is required': 'query krävs',
};
