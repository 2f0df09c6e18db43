/** French server messages. */
export const fr: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    "Aucun serveur SMTP n'est défini : renseignez l'hôte SMTP (ou définissez PLINTH_SMTP_URL)",
  'Plinth test mail': 'E-mail de test Plinth',
  'Recipient must be a valid e-mail': 'Le destinataire doit être une adresse e-mail valide',
  'The e-mail could not be sent: {{error}}': "L'e-mail n'a pas pu être envoyé : {{error}}",
  'The test mail could not be sent: {{err}}': "L'e-mail de test n'a pas pu être envoyé : {{err}}",
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    'Cet e-mail de test a été envoyé depuis les paramètres Mailer de Plinth : son serveur SMTP distribue bien le courrier.',
  'Your account has no e-mail address to send a test mail to': "Votre compte n'a pas d'adresse e-mail à laquelle envoyer un e-mail de test",
};
