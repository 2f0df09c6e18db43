/** Ukrainian texts of the gallery (namespace `gallery-view`). */
export const uk: Record<string, string> = {
  'viewType.title': 'Галерея',
  'toolbar.label': 'Панель інструментів галереї',
  'toolbar.addRow': 'Новий запис',
  'toolbar.cover': 'Обкладинка',
  'toolbar.noCover': 'Без обкладинки',
  'toolbar.title': 'Заголовок картки',
  'toolbar.reload': 'Перезавантажити',
  'gallery.loadFailed': 'Не вдалося завантажити галерею: {{msg}}',
  'gallery.empty': 'Немає записів',
  'gallery.count_one': '{{count}} запис',
  'gallery.count_few': '{{count}} записи',
  'gallery.count_many': '{{count}} записів',
  'gallery.count_other': '{{count}} запису',
  'gallery.loading': 'Завантаження…',
  'gallery.cards': 'Картки',
};
