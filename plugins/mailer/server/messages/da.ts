/** Danish server messages. */
export const da: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    'Der er ikke sat en SMTP-server op: udfyld SMTP-værten (eller sæt PLINTH_SMTP_URL)',
  'Plinth test mail': 'Testmail fra Plinth',
  'Recipient must be a valid e-mail': 'Modtageren skal være en gyldig e-mailadresse',
  'The e-mail could not be sent: {{error}}': 'E-mailen kunne ikke sendes: {{error}}',
  'The test mail could not be sent: {{err}}': 'Testmailen kunne ikke sendes: {{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    'Denne testmail blev sendt fra Plinths mailerindstillinger: SMTP-serveren leverer mail.',
  'Your account has no e-mail address to send a test mail to': 'Din konto har ingen e-mailadresse at sende en testmail til',
};
