/** Italian server messages. */
export const it_IT: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    'Nessun server SMTP impostato: inserisci l’host SMTP (o imposta PLINTH_SMTP_URL)',
  'Plinth test mail': 'E-mail di prova di Plinth',
  'Recipient must be a valid e-mail': 'Il destinatario deve essere un’e-mail valida',
  'The e-mail could not be sent: {{error}}': 'Impossibile inviare l’e-mail: {{error}}',
  'The test mail could not be sent: {{err}}': 'Impossibile inviare l’e-mail di prova: {{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    'Questa e-mail di prova è stata inviata dalle impostazioni del Mailer di Plinth: il suo server SMTP recapita la posta.',
  'Your account has no e-mail address to send a test mail to': 'Il tuo account non ha un indirizzo e-mail a cui inviare un’e-mail di prova',
};
