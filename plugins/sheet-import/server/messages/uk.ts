/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  'At most {{maxColumns}} columns can be imported': 'Можна імпортувати щонайбільше {{maxColumns}} стовпців',
  'Choose at least one sheet': 'Виберіть щонайменше один аркуш',
  'File too large: at most {{maxFileMb}} MB': 'Файл завеликий: щонайбільше {{maxFileMb}} МБ',
  'Import cancelled': 'Імпорт скасовано',
  'Import not found': 'Імпорт не знайдено',
  'Invalid .xlsx file: {{msg}}': 'Неправильний файл .xlsx: {{msg}}',
  'Malformed CSV: {{Length}}': 'Пошкоджений CSV: {{Length}}',
  "No file uploaded: send multipart/form-data with the field 'file'": "Файл не завантажено: надішліть multipart/form-data з полем 'file'",
  "Row {{rowNumber}}, column '{{cn}}': {{err}}": "Рядок {{rowNumber}}, стовпець '{{cn}}': {{err}}",
  "Send one file in the multipart field 'file'": "Надішліть один файл у полі multipart 'file'",
  "Sheet '{{name}}' has {{width}} columns; at most {{maxColumns}} can be imported":
    "Аркуш '{{name}}' має {{width}} стовпців; імпортувати можна щонайбільше {{maxColumns}}",
  'Sheet {{sheet}} is not in the upload': 'Аркуша {{sheet}} немає в завантаженні',
  "Table '{{tn}}' needs at least one column": "Таблиці '{{tn}}' потрібен щонайменше один стовпець",
  'The file has {{row}} columns; at most {{maxColumns}} can be imported':
    'Файл має {{row}} стовпців; імпортувати можна щонайбільше {{maxColumns}}',
  'The file holds no rows': 'Файл не містить рядків',
  'The file is empty': 'Файл порожній',
  'The file is not a valid .{{kind}} file': 'Файл не є коректним файлом .{{kind}}',
  'The workbook cannot be read: {{err}}': 'Не вдалося прочитати книгу: {{err}}',
  'Title is required': 'Назва обов’язкова',
  'Title is too long': 'Назва задовга',
  'Unsupported column type': 'Непідтримуваний тип стовпця',
  'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file':
    'Непідтримуваний тип файлу: завантажте файл .xlsx, .xls, .csv або .tsv',
  'Upload not found': 'Завантаження не знайдено',
  'uploadId is required': 'uploadId обов’язковий',
};
