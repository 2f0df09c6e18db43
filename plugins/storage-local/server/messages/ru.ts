/** Russian server messages. */
export const ru: Record<string, string> = {
  'At most 1000 paths at once': 'Не более 1000 путей за раз',
  'File deleted': 'Файл удалён',
  'File not found': 'Файл не найден',
  'File too large: at most {{max}} MB per file': 'Файл слишком большой: не более {{max}} МБ на файл',
  'Invalid file name': 'Неверное имя файла',
  'Invalid or expired file token': 'Неверный или просроченный токен файла',
  'Invalid project id': 'Неверный id проекта',
  'No file content': 'Нет содержимого файла',
  'paths must be a list of stored file names': 'paths должно быть списком имён сохранённых файлов',
  'paths must not be empty': 'paths не должно быть пустым',
};
