/** Russian server messages. */
export const ru: Record<string, string> = {
  'A file is at most 1,000,000 characters': 'Файл — не более 1 000 000 символов',
  'A file name cannot hold slashes or control characters': 'Имя файла не может содержать косую черту или управляющие символы',
  'A file name is at most 128 characters': 'Имя файла — не более 128 символов',
  'A file name is required': 'Нужно имя файла',
  'A query is at most {{maxQueryChars}} characters': 'Запрос — не более {{maxQueryChars}} символов',
  'At most {{maxStatements}} statements run at once': 'За раз выполняется не более {{maxStatements}} операторов',
  'No such SQL file': 'Такого SQL-файла нет',
  'SQL file deleted': 'SQL-файл удалён',
  'The SQL editor is not available for {{displayName}} yet': 'SQL-редактор пока недоступен для {{displayName}}',
  'There is no statement to run': 'Нет оператора для выполнения',
  'project_id is required': 'project_id обязателен',
  'query is required': 'query обязателен',
};
