/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    'Ingen SMTP-server er satt opp: fyll ut SMTP-verten (eller sett PLINTH_SMTP_URL)',
  'Plinth test mail': 'Testmelding fra Plinth',
  'Recipient must be a valid e-mail': 'Mottakeren må være en gyldig e-postadresse',
  'The e-mail could not be sent: {{error}}': 'E-posten kunne ikke sendes: {{error}}',
  'The test mail could not be sent: {{err}}': 'Test-e-posten kunne ikke sendes: {{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    'Denne test-e-posten ble sendt fra e-postinnstillingene i Plinth: SMTP-serveren leverer e-post.',
  'Your account has no e-mail address to send a test mail to': 'Kontoen din har ingen e-postadresse å sende en test-e-post til',
};
