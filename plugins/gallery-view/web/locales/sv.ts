/** Swedish texts of the gallery (namespace `gallery-view`). */
export const sv: Record<string, string> = {
  'viewType.title': 'Galleri',
  'toolbar.label': 'Verktygsfält för galleriet',
  'toolbar.addRow': 'Ny post',
  'toolbar.cover': 'Omslag',
  'toolbar.noCover': 'Inget omslag',
  'toolbar.title': 'Kortets rubrik',
  'toolbar.reload': 'Läs in igen',
  'gallery.loadFailed': 'Kunde inte läsa in galleriet: {{msg}}',
  'gallery.empty': 'Inga poster',
  'gallery.count_one': '{{count}} post',
  'gallery.count_other': '{{count}} poster',
  'gallery.loading': 'Läser in…',
  'gallery.cards': 'Kort',
};
