/** French server messages. */
export const fr: Record<string, string> = {
  'At most 1000 paths at once': 'Au plus 1000 chemins à la fois',
  'File deleted': 'Fichier supprimé',
  'File not found': 'Fichier introuvable',
  'File too large: at most {{max}} MB per file': 'Fichier trop volumineux : {{max}} Mo au maximum par fichier',
  'Invalid file name': 'Nom de fichier non valide',
  'Invalid or expired file token': 'Jeton de fichier non valide ou expiré',
  'Invalid project id': 'Identifiant de projet non valide',
  'No file content': 'Aucun contenu de fichier',
  'paths must be a list of stored file names': 'paths doit être une liste de noms de fichiers stockés',
  'paths must not be empty': 'paths ne doit pas être vide',
};
