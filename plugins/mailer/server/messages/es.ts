/** Spanish server messages. */
export const es: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    'No hay ningún servidor SMTP configurado: indica el host SMTP (o define PLINTH_SMTP_URL)',
  'Plinth test mail': 'Correo de prueba de Plinth',
  'Recipient must be a valid e-mail': 'El destinatario debe ser un correo electrónico válido',
  'The e-mail could not be sent: {{error}}': 'No se pudo enviar el correo: {{error}}',
  'The test mail could not be sent: {{err}}': 'No se pudo enviar el correo de prueba: {{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    'Este correo de prueba se envió desde la configuración de Mailer de Plinth: su servidor SMTP entrega el correo.',
  'Your account has no e-mail address to send a test mail to':
    'Tu cuenta no tiene ninguna dirección de correo a la que enviar un correo de prueba',
};
