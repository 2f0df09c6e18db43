/** de texts of the terminal. */
export const de: Record<string, string> = {
  tab: 'Terminal',
  tabs: 'Terminals',
  local: 'Lokal ({{n}})',
  add: 'Neues Terminal',
  close: 'Lokal ({{n}}) schließen',
  run: 'Ausführen',
  stop: 'Stoppen',
  clear: 'Leeren',
  npmInstall: 'npm install',
  loading: 'Terminal wird geöffnet…',
  limit: 'Es können nur {{max}} Terminals geöffnet werden',
  'error.open': 'Fehler beim Öffnen des Terminals',
  'error.useSystem': 'Bitte verwenden Sie das Terminal Ihres Systems',
  'exit.exited': '[die Shell wurde beendet]',
  'exit.idle': '[nach Inaktivität geschlossen]',
  'exit.closed': '[geschlossen]',
  'off.operator':
    'Das Terminal ist aus: Es ist eine Shell auf dem Server, daher muss der Betreiber des Servers es einschalten (PLINTH_TERMINAL=1). Bitte verwenden Sie das Terminal Ihres Systems.',
  'off.superAdmin':
    'Das Terminal ist eine Shell auf dem Server: Nur der Super-Admin darf es öffnen. Bitte verwenden Sie das Terminal Ihres Systems.',
  'settings.title': 'Terminal',
  'settings.on':
    'Das Terminal ist für Sie eingeschaltet. Ein Terminal ohne Eingabe wird nach {{minutes}} Minuten geschlossen; jede Sitzung wird protokolliert.',
  openTerminal: 'Terminal öffnen',
};
