/** French server messages. */
export const fr: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    'Une version plus récente de Plinth a écrit cette archive (version supérieure à {{DOCUMENT_VERSION}})',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    "Impossible d'importer les lignes de '{{tn}}' (lignes {{i}} à {{Math}}) : {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    "Archive non valide : une relation nomme une table qu'elle ne contient pas ('{{tn}}' -> '{{rtn}}')",
  'Invalid archive: no {{DOCUMENT_NAME}}': 'Archive non valide : {{DOCUMENT_NAME}} manquant',
  'Invalid archive: no {{name}}': 'Archive non valide : {{name}} manquant',
  'Invalid archive: not a zip file or a JSON document': 'Archive non valide : ni un fichier zip ni un document JSON',
  'Invalid archive: {{msg}}': 'Archive non valide : {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'":
    "Archive non valide : {{name}} contient la colonne inconnue '{{unknown}}'",
  'Invalid archive: {{name}} is not JSON': "Archive non valide : {{name}} n'est pas du JSON",
  'Invalid archive: {{name}} names a table the archive does not make':
    "Archive non valide : {{name}} nomme une table que l'archive ne crée pas",
  'Invalid archive: {{name}} repeats a column': 'Archive non valide : {{name}} répète une colonne',
  'Invalid archive: {{name}}: {{err}}': 'Archive non valide : {{name}} : {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': "Ce n'est pas un document {{DOCUMENT_FORMAT}}",
  'Send the exported zip or JSON file as the request body': 'Envoyez le fichier zip ou JSON exporté comme corps de la requête',
};
