/** Croatian server messages. */
export const hr: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    'SMTP poslužitelj nije postavljen: upišite SMTP računalo (ili postavite PLINTH_SMTP_URL)',
  'Plinth test mail': 'Probna poruka iz Plintha',
  'Recipient must be a valid e-mail': 'Primatelj mora biti ispravna adresa e-pošte',
  'The e-mail could not be sent: {{error}}': 'E-poruka nije mogla biti poslana: {{error}}',
  'The test mail could not be sent: {{err}}': 'Probna poruka nije mogla biti poslana: {{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    'Ova probna poruka poslana je iz postavki Mailera u Plinthu: njegov SMTP poslužitelj isporučuje poštu.',
  'Your account has no e-mail address to send a test mail to': 'Vaš račun nema adresu e-pošte na koju bi se poslala probna poruka',
};
