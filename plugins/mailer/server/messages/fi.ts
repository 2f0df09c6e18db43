/** Finnish server messages. */
export const fi: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    'SMTP-palvelinta ei ole määritetty: täytä SMTP-palvelimen osoite (tai aseta PLINTH_SMTP_URL)',
  'Plinth test mail': 'Plinthin testiviesti',
  'Recipient must be a valid e-mail': 'Vastaanottajan on oltava kelvollinen sähköpostiosoite',
  'The e-mail could not be sent: {{error}}': 'Sähköpostia ei voitu lähettää: {{error}}',
  'The test mail could not be sent: {{err}}': 'Testiviestiä ei voitu lähettää: {{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    'Tämä testiviesti lähetettiin Plinthin sähköpostiasetuksista: sen SMTP-palvelin toimittaa postia.',
  'Your account has no e-mail address to send a test mail to': 'Tililläsi ei ole sähköpostiosoitetta, johon testiviestin voisi lähettää',
};
