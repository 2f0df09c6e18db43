/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  'A file is at most 1,000,000 characters': 'Файл — щонайбільше 1 000 000 символів',
  'A file name cannot hold slashes or control characters': 'Назва файлу не може містити скісних рисок чи керівних символів',
  'A file name is at most 128 characters': 'Назва файлу — щонайбільше 128 символів',
  'A file name is required': 'Потрібна назва файлу',
  'A query is at most {{maxQueryChars}} characters': 'Запит — щонайбільше {{maxQueryChars}} символів',
  'At most {{maxStatements}} statements run at once': 'За раз виконується щонайбільше {{maxStatements}} інструкцій',
  'No such SQL file': 'Такого SQL-файлу немає',
  'SQL file deleted': 'SQL-файл видалено',
  'The SQL editor is not available for {{displayName}} yet': 'Редактор SQL для {{displayName}} поки недоступний',
  'There is no statement to run': 'Немає інструкції для виконання',
  'project_id is required': 'project_id обов’язковий',
  'query is required': 'query обов’язковий',
};
