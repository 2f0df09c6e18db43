/** Swedish server messages. */
export const sv: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    'Ingen SMTP-server är inställd: fyll i SMTP-värden (eller sätt PLINTH_SMTP_URL)',
  'Plinth test mail': 'Testmejl från Plinth',
  'Recipient must be a valid e-mail': 'Mottagaren måste vara en giltig e-postadress',
  'The e-mail could not be sent: {{error}}': 'E-postmeddelandet kunde inte skickas: {{error}}',
  'The test mail could not be sent: {{err}}': 'Testmejlet kunde inte skickas: {{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    'Det här testmejlet skickades från Mailer-inställningarna i Plinth: dess SMTP-server levererar e-post.',
  'Your account has no e-mail address to send a test mail to': 'Ditt konto har ingen e-postadress att skicka ett testmejl till',
};
