/** Croatian server messages. */
export const hr: Record<string, string> = {
  'A file is at most 1,000,000 characters': 'Datoteka ima najviše 1.000.000 znakova',
  'A file name cannot hold slashes or control characters': 'Naziv datoteke ne smije sadržavati kose crte ni kontrolne znakove',
  'A file name is at most 128 characters': 'Naziv datoteke ima najviše 128 znakova',
  'A file name is required': 'Naziv datoteke je obavezan',
  'A query is at most {{maxQueryChars}} characters': 'Upit ima najviše {{maxQueryChars}} znakova',
  'At most {{maxStatements}} statements run at once': 'Odjednom se izvodi najviše {{maxStatements}} naredbi',
  'No such SQL file': 'Takva SQL datoteka ne postoji',
  'SQL file deleted': 'SQL datoteka je izbrisana',
  'The SQL editor is not available for {{displayName}} yet': 'SQL uređivač još nije dostupan za {{displayName}}',
  'There is no statement to run': 'Nema naredbe za izvođenje',
  'project_id is required': 'project_id je obavezan',
  'query is required': 'query je obavezan',
};
