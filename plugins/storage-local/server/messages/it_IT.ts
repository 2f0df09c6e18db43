/** Italian server messages. */
export const it_IT: Record<string, string> = {
  'At most 1000 paths at once': 'Al massimo 1000 percorsi alla volta',
  'File deleted': 'File eliminato',
  'File not found': 'File non trovato',
  'File too large: at most {{max}} MB per file': 'File troppo grande: al massimo {{max}} MB per file',
  'Invalid file name': 'Nome di file non valido',
  'Invalid or expired file token': 'Token del file non valido o scaduto',
  'Invalid project id': 'ID del progetto non valido',
  'No file content': 'Nessun contenuto nel file',
  'paths must be a list of stored file names': 'paths deve essere un elenco di nomi di file archiviati',
  'paths must not be empty': 'paths non deve essere vuoto',
};
