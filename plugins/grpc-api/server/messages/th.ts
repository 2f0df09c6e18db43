/** Thai server messages. */
export const th: Record<string, string> = {
  'Record deleted': 'ลบระเบียนแล้ว',
  "Service {{service}} is not part of this project's package {{package}}": 'บริการ {{service}} ไม่ได้อยู่ในแพ็กเกจ {{package}} ของโปรเจกต์นี้',
  'method is required': 'ต้องระบุ method',
  'service is required': 'ต้องระบุ service',
};
