/** Russian server messages. */
export const ru: Record<string, string> = {
  'At most {{maxColumns}} columns can be imported': 'Можно импортировать не более {{maxColumns}} столбцов',
  'Choose at least one sheet': 'Выберите хотя бы один лист',
  'File too large: at most {{maxFileMb}} MB': 'Файл слишком большой: не более {{maxFileMb}} МБ',
  'Import cancelled': 'Импорт отменён',
  'Import not found': 'Импорт не найден',
  'Invalid .xlsx file: {{msg}}': 'Неверный файл .xlsx: {{msg}}',
  'Malformed CSV: {{Length}}': 'Некорректный CSV: {{Length}}',
  "No file uploaded: send multipart/form-data with the field 'file'": "Файл не загружен: отправьте multipart/form-data с полем 'file'",
  "Row {{rowNumber}}, column '{{cn}}': {{err}}": "Строка {{rowNumber}}, столбец '{{cn}}': {{err}}",
  "Send one file in the multipart field 'file'": "Отправьте один файл в multipart-поле 'file'",
  "Sheet '{{name}}' has {{width}} columns; at most {{maxColumns}} can be imported":
    "На листе '{{name}}' {{width}} столбцов; импортировать можно не более {{maxColumns}}",
  'Sheet {{sheet}} is not in the upload': 'Листа {{sheet}} нет в загрузке',
  "Table '{{tn}}' needs at least one column": "Таблице '{{tn}}' нужен хотя бы один столбец",
  'The file has {{row}} columns; at most {{maxColumns}} can be imported':
    'В файле {{row}} столбцов; импортировать можно не более {{maxColumns}}',
  'The file holds no rows': 'В файле нет строк',
  'The file is empty': 'Файл пуст',
  'The file is not a valid .{{kind}} file': 'Файл не является корректным файлом .{{kind}}',
  'The workbook cannot be read: {{err}}': 'Не удаётся прочитать книгу: {{err}}',
  'Title is required': 'Название обязательно',
  'Title is too long': 'Название слишком длинное',
  'Unsupported column type': 'Неподдерживаемый тип столбца',
  'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file':
    'Неподдерживаемый тип файла: загрузите файл .xlsx, .xls, .csv или .tsv',
  'Upload not found': 'Загрузка не найдена',
  'uploadId is required': 'uploadId обязателен',
};
