/** German server messages. */
export const de: Record<string, string> = {
  'At most 1000 paths at once': 'Höchstens 1000 Pfade auf einmal',
  'File deleted': 'Datei gelöscht',
  'File not found': 'Datei nicht gefunden',
  'File too large: at most {{max}} MB per file': 'Datei zu groß: höchstens {{max}} MB pro Datei',
  'Invalid file name': 'Ungültiger Dateiname',
  'Invalid or expired file token': 'Ungültiges oder abgelaufenes Datei-Token',
  'Invalid project id': 'Ungültige Projekt-ID',
  'No file content': 'Kein Dateiinhalt',
  'paths must be a list of stored file names': 'paths muss eine Liste gespeicherter Dateinamen sein',
  'paths must not be empty': 'paths darf nicht leer sein',
};
