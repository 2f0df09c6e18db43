/** English texts of the gallery (namespace `gallery-view`). */
export const en: Record<string, string> = {
  'viewType.title': 'Gallery',
  'toolbar.label': 'Gallery toolbar',
  'toolbar.addRow': 'New record',
  'toolbar.cover': 'Cover',
  'toolbar.noCover': 'No cover',
  'toolbar.title': 'Card title',
  'toolbar.reload': 'Reload',
  'gallery.loadFailed': 'Could not load the gallery: {{msg}}',
  'gallery.empty': 'No records',
  'gallery.count_one': '{{count}} record',
  'gallery.count_other': '{{count}} records',
  'gallery.loading': 'Loading…',
  'gallery.cards': 'Cards',
};
