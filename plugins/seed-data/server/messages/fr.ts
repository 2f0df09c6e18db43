/** French server messages. */
export const fr: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    "'{{_tn}}' contient des liens plusieurs-à-plusieurs : choisissez les tables qu'elle relie, leurs liens sont ajoutés avec leurs lignes",
  "'{{_tn}}' is a view: only tables get sample rows": "'{{_tn}}' est une vue : seules les tables reçoivent des lignes d'exemple",
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    "1 ligne de '{{_tn}}' qui ne fait pas partie des données d'exemple référence des lignes d'exemple de '{{_tn2}}' : supprimez-la ou faites-la pointer ailleurs d'abord ; rien n'a été supprimé",
  'A table is chosen twice': 'Une table est choisie deux fois',
  'Args must be an object': 'Les arguments doivent être un objet',
  'At most 500 tables': 'Au plus 500 tables',
  'Choose at least one table': 'Choisissez au moins une table',
  'Locale must be one of {{SEED_LOCALES}}': "La langue doit être l'une de {{SEED_LOCALES}}",
  'No sample data settings yet: choose the tables and rows first':
    "Aucun paramètre de données d'exemple pour l'instant : choisissez d'abord les tables et les lignes",
  'Sample data is already being added to this project': "Des données d'exemple sont déjà en cours d'ajout à ce projet",
  'Sample data is being added: stop it first': "Des données d'exemple sont en cours d'ajout : arrêtez d'abord l'opération",
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ":
    "Des lignes d'exemple de '{{_tn}}' sont référencées par d'autres lignes ({{err}}) : ",
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again":
    "La table '{{_tn}}' n'a pas de clé primaire : les lignes d'exemple n'ont pas pu être supprimées",
  "Table '{{_tn}}' is disabled in Meta Management": "La table '{{_tn}}' est désactivée dans la gestion des métadonnées",
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    "La table '{{_tn}}' a besoin de lignes dans '{{rtn}}' : ajoutez aussi des lignes d'exemple à '{{rtn2}}'",
  "Table '{{tn}}' is chosen twice": "La table '{{tn}}' est choisie deux fois",
  "Table '{{tn}}' not found": "Table '{{tn}}' introuvable",
  'Table name is too long': 'Le nom de la table est trop long',
  'Table name required': 'Nom de table requis',
  'Tables must be a list of { tn, rows }': 'Les tables doivent être une liste de { tn, rows }',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    'Les tables {{names}} se référencent mutuellement par des clés obligatoires : aucun ordre ne permet de les remplir',
  'project_id is required': 'project_id est obligatoire',
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    "{{rows}} lignes de '{{_tn}}' qui ne font pas partie des données d'exemple référencent des lignes d'exemple de '{{_tn2}}' : supprimez-les ou faites-les pointer ailleurs d'abord ; rien n'a été supprimé",
  '{{total}} sample rows removed': "{{total}} lignes d'exemple supprimées",
};
