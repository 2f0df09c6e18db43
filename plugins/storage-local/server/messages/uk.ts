/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  'At most 1000 paths at once': 'Щонайбільше 1000 шляхів за раз',
  'File deleted': 'Файл видалено',
  'File not found': 'Файл не знайдено',
  'File too large: at most {{max}} MB per file': 'Файл завеликий: щонайбільше {{max}} МБ на файл',
  'Invalid file name': 'Неправильна назва файлу',
  'Invalid or expired file token': 'Токен файлу неправильний або застарів',
  'Invalid project id': 'Неправильний id проєкту',
  'No file content': 'Немає вмісту файлу',
  'paths must be a list of stored file names': 'paths має бути списком назв збережених файлів',
  'paths must not be empty': 'paths не може бути порожнім',
};
