/** Japanese server messages. */
export const ja: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    'SMTP サーバーが設定されていません: SMTP ホストを入力してください (または PLINTH_SMTP_URL を設定してください)',
  'Plinth test mail': 'Plinth テストメール',
  'Recipient must be a valid e-mail': '宛先は有効なメールアドレスである必要があります',
  'The e-mail could not be sent: {{error}}': 'メールを送信できませんでした: {{error}}',
  'The test mail could not be sent: {{err}}': 'テストメールを送信できませんでした: {{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    'このテストメールは Plinth のメーラー設定から送信されました: この SMTP サーバーはメールを配信できます。',
  'Your account has no e-mail address to send a test mail to': 'アカウントにテストメールの送信先となるメールアドレスがありません',
};
