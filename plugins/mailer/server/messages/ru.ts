/** Russian server messages. */
export const ru: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    'SMTP-сервер не задан: укажите SMTP-хост (или задайте PLINTH_SMTP_URL)',
  'Plinth test mail': 'Тестовое письмо Plinth',
  'Recipient must be a valid e-mail': 'Получатель должен быть корректным адресом эл. почты',
  'The e-mail could not be sent: {{error}}': 'Не удалось отправить письмо: {{error}}',
  'The test mail could not be sent: {{err}}': 'Не удалось отправить тестовое письмо: {{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    'Это тестовое письмо отправлено из настроек почты Plinth: его SMTP-сервер доставляет письма.',
  'Your account has no e-mail address to send a test mail to': 'В вашей учётной записи нет адреса эл. почты для тестового письма',
};
