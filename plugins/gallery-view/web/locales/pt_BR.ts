/** Brazilian Portuguese texts of the gallery (namespace `gallery-view`). */
export const pt_BR: Record<string, string> = {
  'viewType.title': 'Galeria',
  'toolbar.label': 'Barra de ferramentas da galeria',
  'toolbar.addRow': 'Novo registro',
  'toolbar.cover': 'Capa',
  'toolbar.noCover': 'Sem capa',
  'toolbar.title': 'Título do cartão',
  'toolbar.reload': 'Recarregar',
  'gallery.loadFailed': 'Não foi possível carregar a galeria: {{msg}}',
  'gallery.empty': 'Nenhum registro',
  'gallery.count_one': '{{count}} registro',
  'gallery.count_other': '{{count}} registros',
  'gallery.loading': 'Carregando…',
  'gallery.cards': 'Cartões',
  'gallery.count_many': '{{count}} de registros',
};
