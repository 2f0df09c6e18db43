/** Korean server messages. */
export const ko: Record<string, string> = {
  'Cron expression required': '크론 표현식은 필수입니다',
  "Invalid cron expression '{{expression}}': expected 5 or 6 fields, got {{fields}}":
    '잘못된 크론 표현식 ‘{{expression}}’: 필드가 5개 또는 6개여야 하는데 {{fields}}개입니다',
  "Invalid cron expression '{{expression}}': {{err}}": '잘못된 크론 표현식 ‘{{expression}}’: {{err}}',
  'The server running the job stopped': '작업을 실행하던 서버가 중지되었습니다',
  "Unknown time zone '{{zone}}'": '알 수 없는 시간대 ‘{{zone}}’',
  'redisUrl must be a URL': 'redisUrl은 URL이어야 합니다',
};
