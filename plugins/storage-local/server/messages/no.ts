/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  'At most 1000 paths at once': 'Maks 1000 baner om gangen',
  'File deleted': 'Filen er slettet',
  'File not found': 'Fant ikke filen',
  'File too large: at most {{max}} MB per file': 'Filen er for stor: maks {{max}} MB per fil',
  'Invalid file name': 'Ugyldig filnavn',
  'Invalid or expired file token': 'Ugyldig eller utløpt filtoken',
  'Invalid project id': 'Ugyldig prosjekt-ID',
  'No file content': 'Ikke noe filinnhold',
  'paths must be a list of stored file names': 'paths må være en liste med lagrede filnavn',
  'paths must not be empty': 'paths kan ikke være tom',
};
