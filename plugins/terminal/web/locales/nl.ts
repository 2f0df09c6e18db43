/** Dutch texts of the terminal (namespace `terminal`). */
export const nl: Record<string, string> = {
  tab: 'Terminal',
  tabs: 'Geopende terminals',
  local: 'Lokaal ({{n}})',
  add: 'Nieuwe terminal',
  close: 'Lokaal ({{n}}) sluiten',
  run: 'Uitvoeren',
  stop: 'Stoppen',
  clear: 'Wissen',
  npmInstall: 'npm install uitvoeren',
  loading: 'Terminal openen…',
  limit: 'Er kunnen maximaal {{max}} terminals open zijn',
  'error.open': 'Fout bij het openen van de terminal',
  'error.useSystem': 'Gebruik de terminal van je eigen systeem',
  'exit.exited': '[de shell is beëindigd]',
  'exit.idle': '[gesloten wegens inactiviteit]',
  'exit.closed': '[gesloten]',
  'off.operator':
    'De terminal staat uit: het is een shell op de server, dus de beheerder van de server moet hem inschakelen (PLINTH_TERMINAL=1). Gebruik de terminal van je eigen systeem.',
  'off.superAdmin':
    'De terminal is een shell op de server: alleen de Super Admin mag hem openen. Gebruik de terminal van je eigen systeem.',
  'settings.title': 'Terminaltoegang',
  'settings.on':
    'De terminal staat voor jou aan. Een terminal zonder invoer wordt na {{minutes}} minuten gesloten; elke sessie wordt vastgelegd.',
  openTerminal: 'Terminal openen',
};
