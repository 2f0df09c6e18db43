/** Thai server messages. */
export const th: Record<string, string> = {
  'At most 1000 paths at once': 'ไม่เกิน 1000 พาธต่อครั้ง',
  'File deleted': 'ลบไฟล์แล้ว',
  'File not found': 'ไม่พบไฟล์',
  'File too large: at most {{max}} MB per file': 'ไฟล์ใหญ่เกินไป: ไม่เกิน {{max}} MB ต่อไฟล์',
  'Invalid file name': 'ชื่อไฟล์ไม่ถูกต้อง',
  'Invalid or expired file token': 'โทเค็นไฟล์ไม่ถูกต้องหรือหมดอายุแล้ว',
  'Invalid project id': 'รหัสโปรเจกต์ไม่ถูกต้อง',
  'No file content': 'ไม่มีเนื้อหาไฟล์',
  'paths must be a list of stored file names': 'paths ต้องเป็นรายการชื่อไฟล์ที่จัดเก็บไว้',
  'paths must not be empty': 'paths ต้องไม่ว่างเปล่า',
};
