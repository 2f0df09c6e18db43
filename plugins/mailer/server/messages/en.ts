/** English server messages (written by scripts/server-messages.mjs from the source; each locale file translates them). */
// prettier-ignore
export const en = [
  "No SMTP server is set: fill in the SMTP host (or set PLINTH_SMTP_URL)",
  "Plinth test mail",
  "Recipient must be a valid e-mail",
  "The e-mail could not be sent: {{error}}",
  "The test mail could not be sent: {{err}}",
  "This test mail was sent from the Mailer settings of Plinth: its SMTP server delivers mail.",
  "Your account has no e-mail address to send a test mail to",
] as const;
