/** Slovenian server messages. */
export const sl: Record<string, string> = {
  'At most 1000 paths at once': 'Največ 1000 poti naenkrat',
  'File deleted': 'Datoteka je izbrisana',
  'File not found': 'Datoteke ni mogoče najti',
  'File too large: at most {{max}} MB per file': 'Datoteka je prevelika: največ {{max}} MB na datoteko',
  'Invalid file name': 'Neveljavno ime datoteke',
  'Invalid or expired file token': 'Žeton datoteke je neveljaven ali je potekel',
  'Invalid project id': 'Neveljaven id projekta',
  'No file content': 'Ni vsebine datoteke',
  'paths must be a list of stored file names': 'paths mora biti seznam imen shranjenih datotek',
  'paths must not be empty': 'paths ne sme biti prazen',
};
