/** French server messages. */
export const fr: Record<string, string> = {
  'A file is at most 1,000,000 characters': 'Un fichier comporte au plus 1 000 000 caractères',
  'A file name cannot hold slashes or control characters':
    'Un nom de fichier ne peut pas contenir de barres obliques ni de caractères de contrôle',
  'A file name is at most 128 characters': 'Un nom de fichier comporte au plus 128 caractères',
  'A file name is required': 'Un nom de fichier est obligatoire',
  'A query is at most {{maxQueryChars}} characters': 'Une requête comporte au plus {{maxQueryChars}} caractères',
  'At most {{maxStatements}} statements run at once': "Au plus {{maxStatements}} instructions s'exécutent à la fois",
  'No such SQL file': 'Fichier SQL introuvable',
  'SQL file deleted': 'Fichier SQL supprimé',
  'The SQL editor is not available for {{displayName}} yet': "L'éditeur SQL n'est pas encore disponible pour {{displayName}}",
  'There is no statement to run': 'Aucune instruction à exécuter',
  'project_id is required': 'project_id est obligatoire',
  'query is required': 'query est obligatoire',
};
