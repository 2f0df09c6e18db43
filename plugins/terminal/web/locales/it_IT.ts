/** Italian texts of the terminal (namespace `terminal`). */
export const it_IT: Record<string, string> = {
  tab: 'Terminale',
  tabs: 'Terminali',
  local: 'Locale ({{n}})',
  add: 'Nuovo terminale',
  close: 'Chiudi Locale ({{n}})',
  run: 'Esegui',
  stop: 'Interrompi',
  clear: 'Pulisci',
  npmInstall: 'npm install',
  loading: 'Apertura del terminale…',
  limit: 'Puoi aprire al massimo {{max}} terminali',
  'error.open': 'Errore durante l’apertura del terminale',
  'error.useSystem': 'Usa il terminale del tuo sistema',
  'exit.exited': '[la shell è terminata]',
  'exit.idle': '[chiuso dopo un periodo di inattività]',
  'exit.closed': '[chiuso]',
  'off.operator':
    'Il terminale è disattivato: è una shell sul server, quindi deve attivarlo chi gestisce il server (PLINTH_TERMINAL=1). Usa il terminale del tuo sistema.',
  'off.superAdmin': 'Il terminale è una shell sul server: solo il Super Admin può aprirlo. Usa il terminale del tuo sistema.',
  'settings.title': 'Terminale',
  'settings.on':
    'Il terminale è attivo per te. Un terminale senza input per {{minutes}} minuti viene chiuso; ogni sessione viene registrata.',
  openTerminal: 'Apri il terminale',
};
