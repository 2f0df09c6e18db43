/** Thai server messages. */
export const th: Record<string, string> = {
  'Record deleted': 'ลบระเบียนแล้ว',
};
