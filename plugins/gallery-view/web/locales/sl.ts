/** Slovenian texts of the gallery (namespace `gallery-view`). */
export const sl: Record<string, string> = {
  'viewType.title': 'Galerija',
  'toolbar.label': 'Orodna vrstica galerije',
  'toolbar.addRow': 'Nov zapis',
  'toolbar.cover': 'Naslovna slika',
  'toolbar.noCover': 'Brez naslovne slike',
  'toolbar.title': 'Naslov kartice',
  'toolbar.reload': 'Znova naloži',
  'gallery.loadFailed': 'Galerije ni bilo mogoče naložiti: {{msg}}',
  'gallery.empty': 'Ni zapisov',
  'gallery.count_one': '{{count}} zapis',
  'gallery.count_two': '{{count}} zapisa',
  'gallery.count_few': '{{count}} zapisi',
  'gallery.count_other': '{{count}} zapisov',
  'gallery.loading': 'Nalaganje …',
  'gallery.cards': 'Kartice',
};
