/** Thai server messages. */
export const th: Record<string, string> = {
  'Record deleted': 'ลบระเบียนแล้ว',
  "{{name}} must be 'true' or 'false'": "{{name}} ต้องเป็น 'true' หรือ 'false'",
};
