/** Thai server messages. */
export const th: Record<string, string> = {
  Form: 'แบบฟอร์ม',
  "Column '{{key}}' cannot be filled in a form": "กรอกคอลัมน์ '{{key}}' ในฟอร์มไม่ได้",
  "Field '{{key}}' is listed twice": "ฟิลด์ '{{key}}' อยู่ในรายการสองครั้ง",
};
