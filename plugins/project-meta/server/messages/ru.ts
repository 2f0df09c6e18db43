/** Russian server messages. */
export const ru: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    'Этот архив записан более новой версией Plinth (версия выше {{DOCUMENT_VERSION}})',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    "Не удалось импортировать строки '{{tn}}' (строки с {{i}} по {{Math}}): {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    "Неверный архив: связь ссылается на таблицу, которой в нём нет ('{{tn}}' -> '{{rtn}}')",
  'Invalid archive: no {{DOCUMENT_NAME}}': 'Неверный архив: нет {{DOCUMENT_NAME}}',
  'Invalid archive: no {{name}}': 'Неверный архив: нет {{name}}',
  'Invalid archive: not a zip file or a JSON document': 'Неверный архив: это не zip-файл и не JSON-документ',
  'Invalid archive: {{msg}}': 'Неверный архив: {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'": "Неверный архив: в {{name}} есть неизвестный столбец '{{unknown}}'",
  'Invalid archive: {{name}} is not JSON': 'Неверный архив: {{name}} не является JSON',
  'Invalid archive: {{name}} names a table the archive does not make':
    'Неверный архив: {{name}} ссылается на таблицу, которую архив не создаёт',
  'Invalid archive: {{name}} repeats a column': 'Неверный архив: в {{name}} повторяется столбец',
  'Invalid archive: {{name}}: {{err}}': 'Неверный архив: {{name}}: {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': 'Это не документ {{DOCUMENT_FORMAT}}',
  'Send the exported zip or JSON file as the request body': 'Отправьте экспортированный zip- или JSON-файл в теле запроса',
};
