/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)': '未设置 SMTP 服务器：请填写 SMTP 主机（或设置 PLINTH_SMTP_URL）',
  'Plinth test mail': 'Plinth 测试邮件',
  'Recipient must be a valid e-mail': '收件人必须是有效的邮箱地址',
  'The e-mail could not be sent: {{error}}': '邮件发送失败：{{error}}',
  'The test mail could not be sent: {{err}}': '测试邮件发送失败：{{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    '这封测试邮件是通过 Plinth 的邮件设置发送的：其 SMTP 服务器可以正常投递邮件。',
  'Your account has no e-mail address to send a test mail to': '你的账号没有可接收测试邮件的邮箱地址',
};
