/** Korean server messages. */
export const ko: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    'SMTP 서버가 설정되지 않았습니다: SMTP 호스트를 입력하세요(또는 PLINTH_SMTP_URL을 설정하세요)',
  'Plinth test mail': 'Plinth 테스트 메일',
  'Recipient must be a valid e-mail': '받는 사람은 올바른 이메일이어야 합니다',
  'The e-mail could not be sent: {{error}}': '이메일을 보낼 수 없습니다: {{error}}',
  'The test mail could not be sent: {{err}}': '테스트 메일을 보낼 수 없습니다: {{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    '이 테스트 메일은 Plinth의 메일러 설정에서 보냈습니다: 해당 SMTP 서버가 메일을 정상적으로 전달합니다.',
  'Your account has no e-mail address to send a test mail to': '계정에 테스트 메일을 받을 이메일 주소가 없습니다',
};
