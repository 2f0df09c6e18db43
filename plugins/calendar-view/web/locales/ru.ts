/** Russian texts of the calendar (namespace `calendar-view`). */
export const ru: Record<string, string> = {
  'viewType.title': 'Календарь',
  'toolbar.label': 'Панель инструментов календаря',
  'toolbar.previous': 'Назад',
  'toolbar.today': 'Сегодня',
  'toolbar.next': 'Вперёд',
  'toolbar.layout': 'Вид',
  'toolbar.dateColumn': 'Поле даты',
  'toolbar.endColumn': 'Поле даты окончания',
  'toolbar.noEnd': 'Без даты окончания',
  'layout.month': 'Месяц',
  'layout.week': 'Неделя',
  'layout.day': 'День',
  'calendar.loadFailed': 'Не удалось загрузить календарь: {{msg}}',
  'calendar.needsDate':
    'Календарь размещает строки по полю даты или даты и времени. Добавьте такое поле в эту таблицу, чтобы пользоваться календарём.',
  'calendar.more': 'Есть другие события, которые не показаны',
  'calendar.moveFailed': 'Не удалось переместить событие: {{msg}}',
  'calendar.addOn': 'Добавить событие на {{day}}',
  'calendar.events': 'События на {{day}}',
  'calendar.untitled': '(без названия)',
};
