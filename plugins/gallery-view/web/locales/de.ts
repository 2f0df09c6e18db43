/** German texts of the gallery (namespace `gallery-view`). */
export const de: Record<string, string> = {
  'viewType.title': 'Galerie',
  'toolbar.label': 'Werkzeugleiste der Galerie',
  'toolbar.addRow': 'Neuer Datensatz',
  'toolbar.cover': 'Titelbild',
  'toolbar.noCover': 'Kein Titelbild',
  'toolbar.title': 'Kartentitel',
  'toolbar.reload': 'Neu laden',
  'gallery.loadFailed': 'Die Galerie konnte nicht geladen werden: {{msg}}',
  'gallery.empty': 'Keine Datensätze',
  'gallery.count_one': '{{count}} Datensatz',
  'gallery.count_other': '{{count}} Datensätze',
  'gallery.loading': 'Wird geladen…',
  'gallery.cards': 'Karten',
};
