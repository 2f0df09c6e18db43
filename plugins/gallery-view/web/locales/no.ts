/** Norwegian (Bokmål) texts of the gallery (namespace `gallery-view`). */
export const no: Record<string, string> = {
  'viewType.title': 'Galleri',
  'toolbar.label': 'Verktøylinje for galleri',
  'toolbar.addRow': 'Ny post',
  'toolbar.cover': 'Forsidebilde',
  'toolbar.noCover': 'Uten forsidebilde',
  'toolbar.title': 'Korttittel',
  'toolbar.reload': 'Last inn på nytt',
  'gallery.loadFailed': 'Kunne ikke laste inn galleriet: {{msg}}',
  'gallery.empty': 'Ingen poster',
  'gallery.count_one': '{{count}} post',
  'gallery.count_other': '{{count}} poster',
  'gallery.loading': 'Laster inn …',
  'gallery.cards': 'Kort',
};
