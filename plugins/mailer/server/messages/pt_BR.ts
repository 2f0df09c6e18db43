/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    'Nenhum servidor SMTP definido: preencha o host SMTP (ou defina PLINTH_SMTP_URL)',
  'Plinth test mail': 'E-mail de teste do Plinth',
  'Recipient must be a valid e-mail': 'O destinatário deve ser um e-mail válido',
  'The e-mail could not be sent: {{error}}': 'Não foi possível enviar o e-mail: {{error}}',
  'The test mail could not be sent: {{err}}': 'Não foi possível enviar o e-mail de teste: {{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    'Este e-mail de teste foi enviado pelas configurações do Mailer do Plinth: o servidor SMTP dele entrega e-mails.',
  'Your account has no e-mail address to send a test mail to': 'Sua conta não tem endereço de e-mail para receber um e-mail de teste',
};
