/** Thai server messages. */
export const th: Record<string, string> = {
  Kanban: 'คัมบัง',
  "Kanban group column '{{groupColumn}}' is not a single select column": "คอลัมน์จัดกลุ่มของคัมบัง '{{groupColumn}}' ไม่ใช่คอลัมน์แบบเลือกได้ค่าเดียว",
};
