/** Thai server messages. */
export const th: Record<string, string> = {
  'The URL is not valid: an absolute http or https URL is needed': 'URL ไม่ถูกต้อง: ต้องเป็น URL แบบ http หรือ https ที่สมบูรณ์',
  'body is too large': 'เนื้อหา (body) ใหญ่เกินไป',
  'method is one of {{METHODS}}': 'method ต้องเป็นค่าใดค่าหนึ่งใน {{METHODS}}',
  'url is required': 'ต้องระบุ url',
  'url is too long': 'url ยาวเกินไป',
};
