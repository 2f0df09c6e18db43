/** Hebrew server messages. */
export const iw: Record<string, string> = {
  'Cron expression required': 'נדרש ביטוי cron',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    "ביטוי cron לא חוקי '{{expression}}': נדרשים 5 או 6 שדות, התקבלו {{fields}}",
  "Invalid cron expression '{{expression}}': {{err}}": "ביטוי cron לא חוקי '{{expression}}': {{err}}",
  'The server running the job stopped': 'השרת שהריץ את המשימה נעצר',
  "Unknown time zone '{{zone}}'": "אזור זמן לא ידוע '{{zone}}'",
  'redisUrl must be a URL': 'redisUrl חייב להיות כתובת URL',
};
