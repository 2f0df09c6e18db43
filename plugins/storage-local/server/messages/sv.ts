/** Swedish server messages. */
export const sv: Record<string, string> = {
  'At most 1000 paths at once': 'Högst 1000 sökvägar åt gången',
  'File deleted': 'Filen har tagits bort',
  'File not found': 'Filen hittades inte',
  'File too large: at most {{max}} MB per file': 'Filen är för stor: högst {{max}} MB per fil',
  'Invalid file name': 'Ogiltigt filnamn',
  'Invalid or expired file token': 'Ogiltig eller utgången filtoken',
  'Invalid project id': 'Ogiltigt projekt-id',
  'No file content': 'Inget filinnehåll',
  'paths must be a list of stored file names': 'paths måste vara en lista med sparade filnamn',
  'paths must not be empty': 'paths får inte vara tomt',
};
