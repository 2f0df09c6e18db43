/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    "'{{_tn}}' містить зв’язки «багато до багатьох»: виберіть таблиці, які вона зв’язує, — їхні зв’язки додаються разом із рядками",
  "'{{_tn}}' is a view: only tables get sample rows": "'{{_tn}}' — це подання: зразкові рядки отримують лише таблиці",
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    "1 рядок '{{_tn}}', не доданий як зразкові дані, посилається на зразкові рядки '{{_tn2}}': спершу видаліть його або змініть посилання; нічого не видалено",
  'A table is chosen twice': 'Таблицю вибрано двічі',
  'Args must be an object': 'Args має бути об’єктом',
  'At most 500 tables': 'Щонайбільше 500 таблиць',
  'Choose at least one table': 'Виберіть щонайменше одну таблицю',
  'Locale must be one of {{SEED_LOCALES}}': 'Мова має бути однією з {{SEED_LOCALES}}',
  'No sample data settings yet: choose the tables and rows first': 'Налаштувань зразкових даних ще немає: спершу виберіть таблиці й рядки',
  'Sample data is already being added to this project': 'Зразкові дані вже додаються до цього проєкту',
  'Sample data is being added: stop it first': 'Зразкові дані додаються: спершу зупиніть це',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ": "На зразкові рядки '{{_tn}}' посилаються інші рядки ({{err}}): ",
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again":
    "Таблиця '{{_tn}}' не має первинного ключа: зразкові рядки не вдасться знову видалити",
  "Table '{{_tn}}' is disabled in Meta Management": "Таблицю '{{_tn}}' вимкнено в Meta Management",
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    "Таблиці '{{_tn}}' потрібні рядки в '{{rtn}}': додайте зразкові рядки й до '{{rtn2}}'",
  "Table '{{tn}}' is chosen twice": "Таблицю '{{tn}}' вибрано двічі",
  "Table '{{tn}}' not found": "Таблицю '{{tn}}' не знайдено",
  'Table name is too long': 'Назва таблиці задовга',
  'Table name required': 'Потрібна назва таблиці',
  'Tables must be a list of { tn, rows }': 'Tables має бути списком { tn, rows }',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    'Таблиці {{names}} посилаються одна на одну через обов’язкові ключі: їх неможливо заповнити в жодному порядку',
  'project_id is required': 'project_id обов’язковий',
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    "{{rows}} рядків '{{_tn}}', не доданих як зразкові дані, посилаються на зразкові рядки '{{_tn2}}': спершу видаліть їх або змініть посилання; нічого не видалено",
  '{{total}} sample rows removed': 'Видалено зразкових рядків: {{total}}',
};
