/** Thai server messages. */
export const th: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'": "ไฟล์เก็บถาวรไม่ถูกต้อง: กฎการเข้าถึงตารางอ้างถึงตาราง '{{tn}}' ที่ไม่รู้จัก",
  'Rules are set for {{ACL_ROLES}}': 'ตั้งกฎไว้สำหรับ {{ACL_ROLES}}',
  "Table '{{tn}}' not found": "ไม่พบตาราง '{{tn}}'",
  'Table access rules are unavailable': 'กฎการเข้าถึงตารางใช้งานไม่ได้',
  'Tables are hidden from {{ACL_ROLES}}': 'ซ่อนตารางจาก {{ACL_ROLES}}',
  'read must be true or false': 'read ต้องเป็น true หรือ false',
};
