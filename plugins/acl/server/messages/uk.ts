/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'":
    "Неправильний архів: правила доступу до таблиць називають невідому таблицю '{{tn}}'",
  'Rules are set for {{ACL_ROLES}}': 'Правила задано для {{ACL_ROLES}}',
  "Table '{{tn}}' not found": "Таблицю '{{tn}}' не знайдено",
  'Table access rules are unavailable': 'Правила доступу до таблиць недоступні',
  'Tables are hidden from {{ACL_ROLES}}': 'Таблиці приховано від {{ACL_ROLES}}',
  'read must be true or false': 'read має бути true або false',
};
