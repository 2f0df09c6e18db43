/** Croatian server messages. */
export const hr: Record<string, string> = {
  'At most 1000 paths at once': 'Najviše 1000 putanja odjednom',
  'File deleted': 'Datoteka je izbrisana',
  'File not found': 'Datoteka nije pronađena',
  'File too large: at most {{max}} MB per file': 'Datoteka je prevelika: najviše {{max}} MB po datoteci',
  'Invalid file name': 'Neispravan naziv datoteke',
  'Invalid or expired file token': 'Token datoteke je neispravan ili je istekao',
  'Invalid project id': 'Neispravan id projekta',
  'No file content': 'Nema sadržaja datoteke',
  'paths must be a list of stored file names': 'paths mora biti popis naziva spremljenih datoteka',
  'paths must not be empty': 'paths ne smije biti prazan',
};
