/** Traditional Chinese (Taiwan) server messages. */
export const zh_TW: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    '尚未設定 SMTP 伺服器：請填寫 SMTP 主機（或設定 PLINTH_SMTP_URL）',
  'Plinth test mail': 'Plinth 測試郵件',
  'Recipient must be a valid e-mail': '收件者必須是有效的電子郵件',
  'The e-mail could not be sent: {{error}}': '無法寄送電子郵件：{{error}}',
  'The test mail could not be sent: {{err}}': '無法寄送測試郵件：{{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    '這封測試郵件是透過 Plinth 的郵件設定寄出的：其 SMTP 伺服器能正常遞送郵件。',
  'Your account has no e-mail address to send a test mail to': '您的帳號沒有可接收測試郵件的電子郵件地址',
};
