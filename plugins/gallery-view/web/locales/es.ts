/** Spanish texts of the gallery (namespace `gallery-view`). */
export const es: Record<string, string> = {
  'viewType.title': 'Galería',
  'toolbar.label': 'Barra de herramientas de la galería',
  'toolbar.addRow': 'Nuevo registro',
  'toolbar.cover': 'Portada',
  'toolbar.noCover': 'Sin portada',
  'toolbar.title': 'Título de la tarjeta',
  'toolbar.reload': 'Recargar',
  'gallery.loadFailed': 'No se pudo cargar la galería: {{msg}}',
  'gallery.empty': 'No hay registros',
  'gallery.count_one': '{{count}} registro',
  'gallery.count_other': '{{count}} registros',
  'gallery.loading': 'Cargando…',
  'gallery.cards': 'Tarjetas',
  'gallery.count_many': '{{count}} de registros',
};
