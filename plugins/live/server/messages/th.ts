/** Thai server messages. */
export const th: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': 'ซ็อกเก็ตหนึ่งติดตามได้ไม่เกิน {{maxSubscriptions}} ตาราง',
  'Authentication is unavailable': 'การยืนยันตัวตนใช้งานไม่ได้',
  "Forbidden: this action needs the 'airTable' permission": "ไม่มีสิทธิ์: การดำเนินการนี้ต้องใช้สิทธิ์ 'airTable'",
  'Invalid table': 'ตารางไม่ถูกต้อง',
  'projectId is required': 'ต้องระบุ projectId',
  'projectId is too long': 'projectId ยาวเกินไป',
  'redisUrl must be a URL': 'redisUrl ต้องเป็น URL',
  'tn is required': 'ต้องระบุ tn',
  'tn is too long': 'tn ยาวเกินไป',
};
