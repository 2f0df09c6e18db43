/** Thai server messages. */
export const th: Record<string, string> = {
  'The SQL runner stopped unexpectedly': 'ตัวรัน SQL หยุดทำงานโดยไม่คาดคิด',
};
