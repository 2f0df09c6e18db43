/** Hebrew server messages. */
export const iw: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    'גרסה חדשה יותר של Plinth כתבה את הארכיון הזה (גרסה מעל {{DOCUMENT_VERSION}})',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    "לא ניתן היה לייבא את השורות של '{{tn}}' (שורות {{i}} עד {{Math}}): {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    "ארכיון לא חוקי: קשר מציין טבלה שאינה בארכיון ('{{tn}}' -> '{{rtn}}')",
  'Invalid archive: no {{DOCUMENT_NAME}}': 'ארכיון לא חוקי: אין {{DOCUMENT_NAME}}',
  'Invalid archive: no {{name}}': 'ארכיון לא חוקי: אין {{name}}',
  'Invalid archive: not a zip file or a JSON document': 'ארכיון לא חוקי: לא קובץ zip ולא מסמך JSON',
  'Invalid archive: {{msg}}': 'ארכיון לא חוקי: {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'": "ארכיון לא חוקי: ב-{{name}} יש עמודה לא ידועה '{{unknown}}'",
  'Invalid archive: {{name}} is not JSON': 'ארכיון לא חוקי: {{name}} אינו JSON',
  'Invalid archive: {{name}} names a table the archive does not make': 'ארכיון לא חוקי: {{name}} מציין טבלה שהארכיון אינו יוצר',
  'Invalid archive: {{name}} repeats a column': 'ארכיון לא חוקי: ב-{{name}} יש עמודה כפולה',
  'Invalid archive: {{name}}: {{err}}': 'ארכיון לא חוקי: {{name}}: {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': 'זה אינו מסמך {{DOCUMENT_FORMAT}}',
  'Send the exported zip or JSON file as the request body': 'שלחו את קובץ ה-zip או ה-JSON שיוצא כגוף הבקשה',
};
