/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    'Chưa đặt máy chủ SMTP: hãy điền máy chủ SMTP (hoặc đặt PLINTH_SMTP_URL)',
  'Plinth test mail': 'Thư thử nghiệm của Plinth',
  'Recipient must be a valid e-mail': 'Người nhận phải là e-mail hợp lệ',
  'The e-mail could not be sent: {{error}}': 'Không thể gửi e-mail: {{error}}',
  'The test mail could not be sent: {{err}}': 'Không thể gửi thư thử nghiệm: {{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    'Thư thử nghiệm này được gửi từ cài đặt Mailer của Plinth: máy chủ SMTP của nó gửi thư được.',
  'Your account has no e-mail address to send a test mail to': 'Tài khoản của bạn không có địa chỉ e-mail để gửi thư thử nghiệm',
};
