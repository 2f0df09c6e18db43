/** French messages of the dashboard plugin (namespace `dashboard`). */
export const fr: Record<string, string> = {
  'page.loading': 'Chargement du projet…',
  'page.created': 'Projet {{title}} créé : ajoutez une table pour commencer.',
  'page.tree': 'Arborescence du projet',
  'page.tabs': 'Onglets ouverts',
  'page.resize': 'Redimensionner l’arborescence',

  'tree.tables': 'Tables',
  'tree.views': 'Vues',
  'tree.functions': 'Fonctions',
  'tree.procedures': 'Procédures',
  'tree.sequences': 'Séquences',
  'tree.database': 'Base de données {{dbAlias}}',
  'tree.loadFailed': 'Échec du chargement : {{msg}}',
  'tree.retry': 'Réessayer',
  'tree.settings': 'Paramètres',
  'tree.noSettings': 'Aucun paramètre de projet n’est installé',
  'tree.previewAs': 'Aperçu en tant que',
  'tree.previewing': 'Aperçu en tant que {{role}}',
  'tree.previewRole': 'Aperçu en tant que {{role}}',
  'tree.resetPreview': 'Quitter l’aperçu',
  'role.editor': 'Éditeur',
  'role.commenter': 'Commentateur',
  'role.viewer': 'Lecteur',

  'empty.tables': 'Aucune table dans ce schéma',
  'empty.views': 'Aucune vue dans ce schéma',
  'empty.functions': 'Aucune fonction dans ce schéma',
  'empty.procedures': 'Aucune procédure dans ce schéma',
  'empty.sequences': 'Aucune séquence dans ce schéma',

  'limit.tabs': 'L’offre gratuite est limitée à {{maxTabs}} onglets ; passez à une offre supérieure pour des onglets illimités',
  'limit.tables': 'Vous n’avez accès qu’à {{maxTables}} tables',

  'tabs.close': 'Fermer {{name}}',
  'tabs.none': 'Ouvrez une table depuis l’arborescence pour commencer.',
  'tabs.noViewer': 'Aucun affichage pour ce type d’onglet',
  'tabs.noViewerHint': 'Aucun plugin installé n’affiche les onglets de type « {{type}} ».',
  'tabs.failed': 'Impossible d’afficher cet onglet : {{msg}}',

  // Environments (000 s.3, s.4).
  'tree.environments': 'Environnements',
  'tree.activeEnv': 'Environnement actif',
  'env.changeTitle': 'Passer l’environnement de travail à {{env}} ?',
  'env.changeBody':
    'L’API de données, les métadonnées et les connexions du projet utiliseront les bases de données de {{env}}. Vous serez déconnecté et la page sera rechargée.',
  'env.change': 'Changer d’environnement',
  'env.changing': 'Passage à l’environnement {{env}}…',
  'env.changingShort': 'Changement…',
};
