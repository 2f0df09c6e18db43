/** Dutch server messages. */
export const nl: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    'Er is geen SMTP-server ingesteld: vul de SMTP-host in (of stel PLINTH_SMTP_URL in)',
  'Plinth test mail': 'Testmail van Plinth',
  'Recipient must be a valid e-mail': 'Ontvanger moet een geldig e-mailadres zijn',
  'The e-mail could not be sent: {{error}}': 'De e-mail kon niet worden verzonden: {{error}}',
  'The test mail could not be sent: {{err}}': 'De testmail kon niet worden verzonden: {{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    'Deze testmail is verzonden vanuit de Mailer-instellingen van Plinth: de SMTP-server bezorgt e-mail.',
  'Your account has no e-mail address to send a test mail to': 'Je account heeft geen e-mailadres om een testmail naartoe te sturen',
};
