/** Thai server messages. */
export const th: Record<string, string> = {
  'Record deleted': 'ลบระเบียนแล้ว',
  "withTotal must be 'true' or 'false'": "withTotal ต้องเป็น 'true' หรือ 'false'",
};
