/** Indonesian server messages. */
export const id: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    'Server SMTP belum diatur: isi host SMTP (atau atur PLINTH_SMTP_URL)',
  'Plinth test mail': 'E-mail uji Plinth',
  'Recipient must be a valid e-mail': 'Penerima harus berupa e-mail yang valid',
  'The e-mail could not be sent: {{error}}': 'E-mail tidak dapat dikirim: {{error}}',
  'The test mail could not be sent: {{err}}': 'E-mail uji tidak dapat dikirim: {{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    'E-mail uji ini dikirim dari pengaturan Mailer Plinth: server SMTP-nya mengirimkan e-mail.',
  'Your account has no e-mail address to send a test mail to': 'Akun Anda tidak memiliki alamat e-mail untuk dikirimi e-mail uji',
};
