/** Slovenian server messages. */
export const sl: Record<string, string> = {
  'A file is at most 1,000,000 characters': 'Datoteka ima največ 1.000.000 znakov',
  'A file name cannot hold slashes or control characters': 'Ime datoteke ne sme vsebovati poševnic ali kontrolnih znakov',
  'A file name is at most 128 characters': 'Ime datoteke ima največ 128 znakov',
  'A file name is required': 'Ime datoteke je obvezno',
  'A query is at most {{maxQueryChars}} characters': 'Poizvedba ima največ {{maxQueryChars}} znakov',
  'At most {{maxStatements}} statements run at once': 'Naenkrat se izvede največ {{maxStatements}} stavkov',
  'No such SQL file': 'Take datoteke SQL ni',
  'SQL file deleted': 'Datoteka SQL je izbrisana',
  'The SQL editor is not available for {{displayName}} yet': 'Urejevalnik SQL za {{displayName}} še ni na voljo',
  'There is no statement to run': 'Ni stavka za izvedbo',
  'project_id is required': 'project_id je obvezen',
  'query is required': 'query je obvezen',
};
