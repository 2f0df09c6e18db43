/** Ukrainian texts of the shared-views plugin (namespace `shared-views`). */
export const uk: Record<string, string> = {
  'base.title': 'Спільна база',
  'base.opening': 'Відкриваємо спільну базу…',
  'base.notFound': 'Спільну базу не знайдено',
  'base.notFoundTitle': 'Спільну базу не знайдено',
  'base.unsupported': 'Цей застосунок не може відкривати спільні бази',
  'base.signedIn': 'Ви увійшли як {{email}}. Якщо відкрити спільну базу, ви вийдете з облікового запису в цьому браузері.',
  'base.openAsVisitor': 'Вийти й відкрити спільну базу',
  'base.protected': 'Ця спільна база захищена паролем',
  'base.password': 'Пароль',
  'base.open': 'Відкрити базу',
  'base.passwordRequired': 'Потрібен пароль',
  'base.invalidPassword': 'Неправильний пароль',
  home: 'Повернутися на головну сторінку',
};
