/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    '尚未設定 SMTP 伺服器：請填寫 SMTP 主機（或設定 PLINTH_SMTP_URL）',
  'Plinth test mail': 'Plinth 測試郵件',
  'Recipient must be a valid e-mail': '收件人必須是有效的電郵',
  'The e-mail could not be sent: {{error}}': '無法發送電郵：{{error}}',
  'The test mail could not be sent: {{err}}': '無法發送測試郵件：{{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    '這封測試郵件是透過 Plinth 的郵件設定發出的：其 SMTP 伺服器能正常遞送郵件。',
  'Your account has no e-mail address to send a test mail to': '你的帳戶沒有可接收測試郵件的電郵地址',
};
