/** Hebrew server messages. */
export const iw: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'":
    "ארכיון לא חוקי: כללי הגישה לטבלאות מציינים טבלה לא ידועה '{{tn}}'",
  'Rules are set for {{ACL_ROLES}}': 'הוגדרו כללים עבור {{ACL_ROLES}}',
  "Table '{{tn}}' not found": "הטבלה '{{tn}}' לא נמצאה",
  'Table access rules are unavailable': 'כללי הגישה לטבלאות אינם זמינים',
  'Tables are hidden from {{ACL_ROLES}}': 'הטבלאות מוסתרות מפני {{ACL_ROLES}}',
  'read must be true or false': 'read חייב להיות true או false',
};
