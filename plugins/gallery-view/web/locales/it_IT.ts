/** Italian texts of the gallery (namespace `gallery-view`). */
export const it_IT: Record<string, string> = {
  'viewType.title': 'Galleria',
  'toolbar.label': 'Barra degli strumenti della galleria',
  'toolbar.addRow': 'Nuovo record',
  'toolbar.cover': 'Copertina',
  'toolbar.noCover': 'Nessuna copertina',
  'toolbar.title': 'Titolo della scheda',
  'toolbar.reload': 'Ricarica',
  'gallery.loadFailed': 'Impossibile caricare la galleria: {{msg}}',
  'gallery.empty': 'Nessun record',
  'gallery.count_one': '{{count}} record',
  'gallery.count_many': '{{count}} di record',
  'gallery.count_other': '{{count}} record',
  'gallery.loading': 'Caricamento…',
  'gallery.cards': 'Schede',
};
