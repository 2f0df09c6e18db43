/** Thai server messages. */
export const th: Record<string, string> = {
  'A file is at most 1,000,000 characters': 'ไฟล์มีได้ไม่เกิน 1,000,000 ตัวอักษร',
  'A file name cannot hold slashes or control characters': 'ชื่อไฟล์ต้องไม่มีเครื่องหมายทับหรืออักขระควบคุม',
  'A file name is at most 128 characters': 'ชื่อไฟล์มีได้ไม่เกิน 128 ตัวอักษร',
  'A file name is required': 'ต้องระบุชื่อไฟล์',
  'A query is at most {{maxQueryChars}} characters': 'คิวรีมีได้ไม่เกิน {{maxQueryChars}} ตัวอักษร',
  'At most {{maxStatements}} statements run at once': 'รันคำสั่งได้ครั้งละไม่เกิน {{maxStatements}} คำสั่ง',
  'No such SQL file': 'ไม่พบไฟล์ SQL นี้',
  'SQL file deleted': 'ลบไฟล์ SQL แล้ว',
  'The SQL editor is not available for {{displayName}} yet': 'ตัวแก้ไข SQL ยังไม่พร้อมใช้งานสำหรับ {{displayName}}',
  'There is no statement to run': 'ไม่มีคำสั่งให้รัน',
  'project_id is required': 'ต้องระบุ project_id',
  'query is required': 'ต้องระบุ query',
};
