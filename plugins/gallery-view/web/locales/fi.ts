/** Finnish texts of the gallery (namespace `gallery-view`). */
export const fi: Record<string, string> = {
  'viewType.title': 'Galleria',
  'toolbar.label': 'Gallerian työkalupalkki',
  'toolbar.addRow': 'Uusi tietue',
  'toolbar.cover': 'Kansikuva',
  'toolbar.noCover': 'Ei kansikuvaa',
  'toolbar.title': 'Kortin otsikko',
  'toolbar.reload': 'Lataa uudelleen',
  'gallery.loadFailed': 'Galleriaa ei voitu ladata: {{msg}}',
  'gallery.empty': 'Ei tietueita',
  'gallery.count_one': '{{count}} tietue',
  'gallery.count_other': '{{count}} tietuetta',
  'gallery.loading': 'Ladataan…',
  'gallery.cards': 'Kortit',
};
