/** Ukrainian server messages. */
export const uk: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    'SMTP-сервер не задано: укажіть хост SMTP (або задайте PLINTH_SMTP_URL)',
  'Plinth test mail': 'Тестовий лист Plinth',
  'Recipient must be a valid e-mail': 'Одержувач має бути дійсною адресою електронної пошти',
  'The e-mail could not be sent: {{error}}': 'Не вдалося надіслати лист: {{error}}',
  'The test mail could not be sent: {{err}}': 'Не вдалося надіслати тестовий лист: {{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    'Цей тестовий лист надіслано з налаштувань Mailer у Plinth: його SMTP-сервер доставляє пошту.',
  'Your account has no e-mail address to send a test mail to':
    'У вашому обліковому записі немає адреси електронної пошти для тестового листа',
};
