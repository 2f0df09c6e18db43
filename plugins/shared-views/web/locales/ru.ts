/** Russian texts of the shared base pages (namespace `shared-views`). */
export const ru: Record<string, string> = {
  'base.title': 'Общая база',
  'base.opening': 'Открываем общую базу…',
  'base.notFound': 'Общая база не найдена',
  'base.notFoundTitle': 'Общая база не найдена',
  'base.unsupported': 'Это приложение не умеет открывать общие базы',
  'base.signedIn': 'Вы вошли как {{email}}. Чтобы открыть общую базу, в этом браузере нужно будет выйти из учётной записи.',
  'base.openAsVisitor': 'Выйти и открыть общую базу',
  'base.protected': 'Эта общая база защищена паролем',
  'base.password': 'Пароль',
  'base.open': 'Открыть базу',
  'base.passwordRequired': 'Введите пароль',
  'base.invalidPassword': 'Неверный пароль',
  home: 'На главную страницу',
};
