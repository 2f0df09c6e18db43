/** Thai server messages. */
export const th: Record<string, string> = {
  'One logo at most': 'มีโลโก้ได้ไม่เกินหนึ่งรายการ',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    'URL ของโลโก้ต้องเป็นที่อยู่ http(s) พาธบนเซิร์ฟเวอร์นี้ หรือรูปภาพแบบฝัง',
  'The title is at most 100 characters': 'ชื่อเรื่องมีได้ไม่เกิน 100 ตัวอักษร',
};
