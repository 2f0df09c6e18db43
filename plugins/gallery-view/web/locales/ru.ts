/** Russian texts of the gallery (namespace `gallery-view`). */
export const ru: Record<string, string> = {
  'viewType.title': 'Галерея',
  'toolbar.label': 'Панель инструментов галереи',
  'toolbar.addRow': 'Новая запись',
  'toolbar.cover': 'Обложка',
  'toolbar.noCover': 'Без обложки',
  'toolbar.title': 'Заголовок карточки',
  'toolbar.reload': 'Обновить',
  'gallery.loadFailed': 'Не удалось загрузить галерею: {{msg}}',
  'gallery.empty': 'Записей нет',
  'gallery.count_one': '{{count}} запись',
  'gallery.count_few': '{{count}} записи',
  'gallery.count_many': '{{count}} записей',
  'gallery.count_other': '{{count}} записи',
  'gallery.loading': 'Загрузка…',
  'gallery.cards': 'Карточки',
};
