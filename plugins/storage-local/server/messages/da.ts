/** Danish server messages. */
export const da: Record<string, string> = {
  'At most 1000 paths at once': 'Højst 1000 stier ad gangen',
  'File deleted': 'Filen er slettet',
  'File not found': 'Filen blev ikke fundet',
  'File too large: at most {{max}} MB per file': 'Filen er for stor: højst {{max}} MB pr. fil',
  'Invalid file name': 'Ugyldigt filnavn',
  'Invalid or expired file token': 'Ugyldigt eller udløbet filtoken',
  'Invalid project id': 'Ugyldigt projekt-id',
  'No file content': 'Intet filindhold',
  'paths must be a list of stored file names': 'paths skal være en liste af gemte filnavne',
  'paths must not be empty': 'paths må ikke være tom',
};
