/** Slovenian server messages. */
export const sl: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    'Strežnik SMTP ni nastavljen: vnesite gostitelja SMTP (ali nastavite PLINTH_SMTP_URL)',
  'Plinth test mail': 'Preizkusno sporočilo Plinth',
  'Recipient must be a valid e-mail': 'Prejemnik mora biti veljaven e-poštni naslov',
  'The e-mail could not be sent: {{error}}': 'E-poštnega sporočila ni bilo mogoče poslati: {{error}}',
  'The test mail could not be sent: {{err}}': 'Preizkusnega sporočila ni bilo mogoče poslati: {{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    'To preizkusno sporočilo je bilo poslano iz nastavitev Mailer v Plinthu: njegov strežnik SMTP dostavlja pošto.',
  'Your account has no e-mail address to send a test mail to':
    'Vaš račun nima e-poštnega naslova, na katerega bi poslali preizkusno sporočilo',
};
