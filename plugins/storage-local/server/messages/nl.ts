/** Dutch server messages. */
export const nl: Record<string, string> = {
  'At most 1000 paths at once': 'Maximaal 1000 paden tegelijk',
  'File deleted': 'Bestand verwijderd',
  'File not found': 'Bestand niet gevonden',
  'File too large: at most {{max}} MB per file': 'Bestand te groot: maximaal {{max}} MB per bestand',
  'Invalid file name': 'Ongeldige bestandsnaam',
  'Invalid or expired file token': 'Ongeldig of verlopen bestandstoken',
  'Invalid project id': 'Ongeldige project-id',
  'No file content': 'Geen bestandsinhoud',
  'paths must be a list of stored file names': 'paths moet een lijst met opgeslagen bestandsnamen zijn',
  'paths must not be empty': 'paths mag niet leeg zijn',
};
