/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    'Цей архів записала новіша версія Plinth (версія вище {{DOCUMENT_VERSION}})',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    "Не вдалося імпортувати рядки '{{tn}}' (рядки з {{i}} по {{Math}}): {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    "Неправильний архів: зв’язок називає таблицю, якої в ньому немає ('{{tn}}' -> '{{rtn}}')",
  'Invalid archive: no {{DOCUMENT_NAME}}': 'Неправильний архів: немає {{DOCUMENT_NAME}}',
  'Invalid archive: no {{name}}': 'Неправильний архів: немає {{name}}',
  'Invalid archive: not a zip file or a JSON document': 'Неправильний архів: це не zip-файл і не документ JSON',
  'Invalid archive: {{msg}}': 'Неправильний архів: {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'": "Неправильний архів: {{name}} має невідомий стовпець '{{unknown}}'",
  'Invalid archive: {{name}} is not JSON': 'Неправильний архів: {{name}} не є JSON',
  'Invalid archive: {{name}} names a table the archive does not make': 'Неправильний архів: {{name}} називає таблицю, яку архів не створює',
  'Invalid archive: {{name}} repeats a column': 'Неправильний архів: {{name}} повторює стовпець',
  'Invalid archive: {{name}}: {{err}}': 'Неправильний архів: {{name}}: {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': 'Це не документ {{DOCUMENT_FORMAT}}',
  'Send the exported zip or JSON file as the request body': 'Надішліть експортований zip- або JSON-файл як тіло запиту',
};
