/** Thai server messages. */
export const th: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)': 'ยังไม่ได้ตั้งค่าเซิร์ฟเวอร์ SMTP: กรอกโฮสต์ SMTP (หรือตั้ง PLINTH_SMTP_URL)',
  'Plinth test mail': 'อีเมลทดสอบจาก Plinth',
  'Recipient must be a valid e-mail': 'ผู้รับต้องเป็นอีเมลที่ถูกต้อง',
  'The e-mail could not be sent: {{error}}': 'ส่งอีเมลไม่ได้: {{error}}',
  'The test mail could not be sent: {{err}}': 'ส่งอีเมลทดสอบไม่ได้: {{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    'อีเมลทดสอบนี้ส่งจากการตั้งค่า Mailer ของ Plinth: เซิร์ฟเวอร์ SMTP ของคุณส่งอีเมลได้',
  'Your account has no e-mail address to send a test mail to': 'บัญชีของคุณไม่มีที่อยู่อีเมลสำหรับรับอีเมลทดสอบ',
};
