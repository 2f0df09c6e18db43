/** Thai server messages. */
export const th: Record<string, string> = {
  'Cron expression required': 'ต้องระบุนิพจน์ Cron',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    "นิพจน์ Cron '{{expression}}' ไม่ถูกต้อง: ต้องมี 5 หรือ 6 ฟิลด์ แต่ได้ {{fields}} ฟิลด์",
  "Invalid cron expression '{{expression}}': {{err}}": "นิพจน์ Cron '{{expression}}' ไม่ถูกต้อง: {{err}}",
  'The server running the job stopped': 'เซิร์ฟเวอร์ที่รันงานนี้หยุดทำงาน',
  "Unknown time zone '{{zone}}'": "ไม่รู้จักเขตเวลา '{{zone}}'",
  'redisUrl must be a URL': 'redisUrl ต้องเป็น URL',
};
