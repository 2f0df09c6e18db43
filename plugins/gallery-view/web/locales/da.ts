/** Danish texts of the gallery (namespace `gallery-view`). */
export const da: Record<string, string> = {
  'viewType.title': 'Galleri',
  'toolbar.label': 'Galleriets værktøjslinje',
  'toolbar.addRow': 'Ny post',
  'toolbar.cover': 'Forsidebillede',
  'toolbar.noCover': 'Intet forsidebillede',
  'toolbar.title': 'Kortets titel',
  'toolbar.reload': 'Genindlæs',
  'gallery.loadFailed': 'Galleriet kunne ikke indlæses: {{msg}}',
  'gallery.empty': 'Ingen poster',
  'gallery.count_one': '{{count}} post',
  'gallery.count_other': '{{count}} poster',
  'gallery.loading': 'Indlæser…',
  'gallery.cards': 'Kort',
};
