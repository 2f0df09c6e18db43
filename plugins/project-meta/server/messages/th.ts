/** Thai server messages. */
export const th: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    'ไฟล์เก็บถาวรนี้เขียนโดย Plinth เวอร์ชันที่ใหม่กว่า (เวอร์ชันสูงกว่า {{DOCUMENT_VERSION}})',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    "นำเข้าแถวของ '{{tn}}' ไม่ได้ (แถว {{i}} ถึง {{Math}}): {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    "ไฟล์เก็บถาวรไม่ถูกต้อง: ความสัมพันธ์อ้างถึงตารางที่ไม่มีอยู่ ('{{tn}}' -> '{{rtn}}')",
  'Invalid archive: no {{DOCUMENT_NAME}}': 'ไฟล์เก็บถาวรไม่ถูกต้อง: ไม่มี {{DOCUMENT_NAME}}',
  'Invalid archive: no {{name}}': 'ไฟล์เก็บถาวรไม่ถูกต้อง: ไม่มี {{name}}',
  'Invalid archive: not a zip file or a JSON document': 'ไฟล์เก็บถาวรไม่ถูกต้อง: ไม่ใช่ไฟล์ zip หรือเอกสาร JSON',
  'Invalid archive: {{msg}}': 'ไฟล์เก็บถาวรไม่ถูกต้อง: {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'": "ไฟล์เก็บถาวรไม่ถูกต้อง: {{name}} มีคอลัมน์ '{{unknown}}' ที่ไม่รู้จัก",
  'Invalid archive: {{name}} is not JSON': 'ไฟล์เก็บถาวรไม่ถูกต้อง: {{name}} ไม่ใช่ JSON',
  'Invalid archive: {{name}} names a table the archive does not make': 'ไฟล์เก็บถาวรไม่ถูกต้อง: {{name}} อ้างถึงตารางที่ไฟล์เก็บถาวรไม่ได้สร้าง',
  'Invalid archive: {{name}} repeats a column': 'ไฟล์เก็บถาวรไม่ถูกต้อง: {{name}} มีคอลัมน์ซ้ำ',
  'Invalid archive: {{name}}: {{err}}': 'ไฟล์เก็บถาวรไม่ถูกต้อง: {{name}}: {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': 'ไม่ใช่เอกสาร {{DOCUMENT_FORMAT}}',
  'Send the exported zip or JSON file as the request body': 'ส่งไฟล์ zip หรือ JSON ที่ส่งออกมาเป็นเนื้อหาของคำขอ',
};
