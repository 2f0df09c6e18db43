/** German server messages. */
export const de: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    'Kein SMTP-Server festgelegt: tragen Sie den SMTP-Host ein (oder setzen Sie PLINTH_SMTP_URL)',
  'Plinth test mail': 'Plinth-Testmail',
  'Recipient must be a valid e-mail': 'Der Empfänger muss eine gültige E-Mail-Adresse sein',
  'The e-mail could not be sent: {{error}}': 'Die E-Mail konnte nicht gesendet werden: {{error}}',
  'The test mail could not be sent: {{err}}': 'Die Testmail konnte nicht gesendet werden: {{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    'Diese Testmail wurde aus den Mailer-Einstellungen von Plinth gesendet: der SMTP-Server stellt E-Mails zu.',
  'Your account has no e-mail address to send a test mail to': 'Ihr Konto hat keine E-Mail-Adresse, an die eine Testmail gehen kann',
};
