/** Indonesian texts of the gallery (namespace `gallery-view`). */
export const id: Record<string, string> = {
  'viewType.title': 'Galeri',
  'toolbar.label': 'Bilah alat galeri',
  'toolbar.addRow': 'Catatan baru',
  'toolbar.cover': 'Sampul',
  'toolbar.noCover': 'Tanpa sampul',
  'toolbar.title': 'Judul kartu',
  'toolbar.reload': 'Muat ulang',
  'gallery.loadFailed': 'Galeri tidak dapat dimuat: {{msg}}',
  'gallery.empty': 'Tidak ada catatan',
  'gallery.count_other': '{{count}} catatan',
  'gallery.loading': 'Memuat…',
  'gallery.cards': 'Kartu',
};
