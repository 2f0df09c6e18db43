/** Thai server messages. */
export const th: Record<string, string> = {
  'Error opening the terminal': 'เกิดข้อผิดพลาดขณะเปิดเทอร์มินัล',
  'Invalid terminal request': 'คำขอเทอร์มินัลไม่ถูกต้อง',
  'No such terminal': 'ไม่พบเทอร์มินัลนี้',
  'Only {{MAX_TERMINALS}} terminals can be opened': 'เปิดเทอร์มินัลได้ไม่เกิน {{MAX_TERMINALS}} หน้าต่าง',
};
