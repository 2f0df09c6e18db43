/** Hebrew server messages. */
export const iw: Record<string, string> = {
  'No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)':
    'לא הוגדר שרת SMTP: מלאו את מארח ה-SMTP (או הגדירו PLINTH_SMTP_URL)',
  'Plinth test mail': 'דואר בדיקה מ-Plinth',
  'Recipient must be a valid e-mail': 'הנמען חייב להיות כתובת דוא"ל תקינה',
  'The e-mail could not be sent: {{error}}': 'לא ניתן היה לשלוח את הדוא"ל: {{error}}',
  'The test mail could not be sent: {{err}}': 'לא ניתן היה לשלוח את דואר הבדיקה: {{err}}',
  'This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.':
    'דואר הבדיקה הזה נשלח מהגדרות הדואר של Plinth: שרת ה-SMTP שלו מעביר דואר.',
  'Your account has no e-mail address to send a test mail to': 'לחשבון שלך אין כתובת דוא"ל שאליה אפשר לשלוח דואר בדיקה',
};
