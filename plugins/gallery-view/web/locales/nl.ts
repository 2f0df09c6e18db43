/** Dutch texts of the gallery (namespace `gallery-view`). */
export const nl: Record<string, string> = {
  'viewType.title': 'Galerij',
  'toolbar.label': 'Werkbalk van de galerij',
  'toolbar.addRow': 'Nieuwe rij',
  'toolbar.cover': 'Omslagafbeelding',
  'toolbar.noCover': 'Geen omslagafbeelding',
  'toolbar.title': 'Kaarttitel',
  'toolbar.reload': 'Opnieuw laden',
  'gallery.loadFailed': 'Kan de galerij niet laden: {{msg}}',
  'gallery.empty': 'Geen rijen',
  'gallery.count_one': '{{count}} rij',
  'gallery.count_other': '{{count}} rijen',
  'gallery.loading': 'Laden…',
  'gallery.cards': 'Kaarten',
};
