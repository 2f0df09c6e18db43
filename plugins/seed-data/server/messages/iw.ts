/** Hebrew server messages. */
export const iw: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    "'{{_tn}}' מכילה קישורי רבים-לרבים: בחרו את הטבלאות שהיא מקשרת, והקישורים שלהן יתווספו עם השורות שלהן",
  "'{{_tn}}' is a view: only tables get sample rows": "'{{_tn}}' היא תצוגה: רק טבלאות מקבלות שורות לדוגמה",
  'A table is chosen twice': 'טבלה נבחרה פעמיים',
  'Args must be an object': 'Args חייב להיות אובייקט',
  'At most 500 tables': 'עד 500 טבלאות',
  'Choose at least one table': 'בחרו לפחות טבלה אחת',
  'Locale must be one of {{SEED_LOCALES}}': 'השפה חייבת להיות אחת מ-{{SEED_LOCALES}}',
  'No sample data settings yet: choose the tables and rows first': 'עדיין אין הגדרות לנתונים לדוגמה: בחרו קודם את הטבלאות והשורות',
  'Sample data is already being added to this project': 'כבר מוסיפים נתונים לדוגמה לפרויקט הזה',
  'Sample data is being added: stop it first': 'מוסיפים כעת נתונים לדוגמה: עצרו את זה קודם',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ": "שורות אחרות מפנות לשורות לדוגמה של '{{_tn}}' ({{err}}): ",
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again":
    "לטבלה '{{_tn}}' אין מפתח ראשי: לא יהיה אפשר להסיר שוב את השורות לדוגמה",
  "Table '{{_tn}}' is disabled in Meta Management": "הטבלה '{{_tn}}' מושבתת בניהול המטא-נתונים",
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    "הטבלה '{{_tn}}' צריכה שורות ב-'{{rtn}}': הוסיפו שורות לדוגמה גם ל-'{{rtn2}}'",
  "Table '{{tn}}' is chosen twice": "הטבלה '{{tn}}' נבחרה פעמיים",
  "Table '{{tn}}' not found": "הטבלה '{{tn}}' לא נמצאה",
  'Table name is too long': 'שם הטבלה ארוך מדי',
  'Table name required': 'נדרש שם טבלה',
  'Tables must be a list of { tn, rows }': 'Tables חייב להיות רשימה של { tn, rows }',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    'הטבלאות {{names}} מפנות זו לזו דרך מפתחות חובה: אין סדר שבו אפשר למלא אותן',
  'project_id is required': 'השדה project_id הוא חובה',
  '{{total}} sample rows removed': '{{total}} שורות לדוגמה הוסרו',
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    "שורה אחת של '{{_tn}}' שלא נוספה כנתונים לדוגמה מפנה לשורות לדוגמה של '{{_tn2}}': הסירו אותה או הפנו אותה למקום אחר קודם; דבר לא הוסר",
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    "{{rows}} שורות של '{{_tn}}' שלא נוספו כנתונים לדוגמה מפנות לשורות לדוגמה של '{{_tn2}}': הסירו אותן או הפנו אותן למקום אחר קודם; דבר לא הוסר",
};
