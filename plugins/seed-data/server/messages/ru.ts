/** Russian server messages. */
export const ru: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    "'{{_tn}}' хранит связи «многие ко многим»: выберите таблицы, которые она связывает, — их связи добавятся вместе с их строками",
  "'{{_tn}}' is a view: only tables get sample rows": "'{{_tn}}' — представление: тестовые строки добавляются только в таблицы",
  'A table is chosen twice': 'Таблица выбрана дважды',
  'Args must be an object': 'Args должно быть объектом',
  'At most 500 tables': 'Не более 500 таблиц',
  'Choose at least one table': 'Выберите хотя бы одну таблицу',
  'Locale must be one of {{SEED_LOCALES}}': 'Язык должен быть одним из {{SEED_LOCALES}}',
  'No sample data settings yet: choose the tables and rows first': 'Настроек тестовых данных пока нет: сначала выберите таблицы и строки',
  'Sample data is already being added to this project': 'Тестовые данные уже добавляются в этот проект',
  'Sample data is being added: stop it first': 'Тестовые данные добавляются: сначала остановите это',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ": "На тестовые строки '{{_tn}}' ссылаются другие строки ({{err}}): ",
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again":
    "У таблицы '{{_tn}}' нет первичного ключа: тестовые строки нельзя будет удалить",
  "Table '{{_tn}}' is disabled in Meta Management": "Таблица '{{_tn}}' отключена в управлении метаданными",
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    "Таблице '{{_tn}}' нужны строки в '{{rtn}}': добавьте тестовые строки и в '{{rtn2}}'",
  "Table '{{tn}}' is chosen twice": "Таблица '{{tn}}' выбрана дважды",
  "Table '{{tn}}' not found": "Таблица '{{tn}}' не найдена",
  'Table name is too long': 'Имя таблицы слишком длинное',
  'Table name required': 'Нужно имя таблицы',
  'Tables must be a list of { tn, rows }': 'Tables должно быть списком { tn, rows }',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    'Таблицы {{names}} ссылаются друг на друга через обязательные ключи: их нельзя заполнить ни в каком порядке',
  'project_id is required': 'project_id обязателен',
  '{{total}} sample rows removed': 'Удалено тестовых строк: {{total}}',
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    "1 строка таблицы '{{_tn}}', не добавленная как тестовые данные, ссылается на тестовые строки '{{_tn2}}': сначала удалите её или перенаправьте ссылку; ничего не удалено",
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    "Строки таблицы '{{_tn}}', не добавленные как тестовые данные (всего {{rows}}), ссылаются на тестовые строки '{{_tn2}}': сначала удалите их или перенаправьте ссылки; ничего не удалено",
};
