/** Russian server messages. */
export const ru: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'":
    "Неверный архив: правила доступа к таблицам ссылаются на неизвестную таблицу '{{tn}}'",
  'Rules are set for {{ACL_ROLES}}': 'Правила заданы для {{ACL_ROLES}}',
  "Table '{{tn}}' not found": "Таблица '{{tn}}' не найдена",
  'Table access rules are unavailable': 'Правила доступа к таблицам недоступны',
  'Tables are hidden from {{ACL_ROLES}}': 'Таблицы скрыты от {{ACL_ROLES}}',
  'read must be true or false': 'read должно быть true или false',
};
