/** Croatian texts of the gallery (namespace `gallery-view`). */
export const hr: Record<string, string> = {
  'viewType.title': 'Galerija',
  'toolbar.label': 'Alatna traka galerije',
  'toolbar.addRow': 'Novi zapis',
  'toolbar.cover': 'Naslovna slika',
  'toolbar.noCover': 'Bez naslovne slike',
  'toolbar.title': 'Naslov kartice',
  'toolbar.reload': 'Ponovno učitaj',
  'gallery.loadFailed': 'Galeriju nije moguće učitati: {{msg}}',
  'gallery.empty': 'Nema zapisa',
  'gallery.count_one': '{{count}} zapis',
  'gallery.count_few': '{{count}} zapisa',
  'gallery.count_other': '{{count}} zapisa',
  'gallery.loading': 'Učitavanje…',
  'gallery.cards': 'Kartice',
};
