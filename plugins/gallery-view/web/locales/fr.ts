/** French texts of the gallery (namespace `gallery-view`). */
export const fr: Record<string, string> = {
  'viewType.title': 'Galerie',
  'toolbar.label': 'Barre d’outils de la galerie',
  'toolbar.addRow': 'Nouvel enregistrement',
  'toolbar.cover': 'Couverture',
  'toolbar.noCover': 'Sans couverture',
  'toolbar.title': 'Titre des cartes',
  'toolbar.reload': 'Recharger',
  'gallery.loadFailed': 'Impossible de charger la galerie : {{msg}}',
  'gallery.empty': 'Aucun enregistrement',
  'gallery.count_one': '{{count}} enregistrement',
  'gallery.count_other': '{{count}} enregistrements',
  'gallery.loading': 'Chargement…',
  'gallery.cards': 'Cartes',
  'gallery.count_many': '{{count}} d’enregistrements',
};
