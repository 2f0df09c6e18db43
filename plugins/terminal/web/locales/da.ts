/** Danish texts of the terminal (namespace `terminal`). */
export const da: Record<string, string> = {
  tab: 'Terminal',
  tabs: 'Terminaler',
  local: 'Lokal ({{n}})',
  add: 'Ny terminal',
  close: 'Luk Lokal ({{n}})',
  run: 'Kør',
  stop: 'Afbryd',
  clear: 'Ryd',
  npmInstall: 'Kør npm install',
  loading: 'Åbner terminalen…',
  limit: 'Der kan højst være {{max}} terminaler åbne',
  'error.open': 'Fejl ved åbning af terminalen',
  'error.useSystem': 'Brug din systemterminal',
  'exit.exited': '[shellen er afsluttet]',
  'exit.idle': '[lukket efter inaktivitet]',
  'exit.closed': '[lukket]',
  'off.operator':
    'Terminalen er slået fra: den er en shell på serveren, så serverens operatør skal slå den til (PLINTH_TERMINAL=1). Brug din systemterminal.',
  'off.superAdmin': 'Terminalen er en shell på serveren: kun Super Admin må åbne den. Brug din systemterminal.',
  'settings.title': 'Terminaladgang',
  'settings.on':
    'Terminalen er slået til for dig. En terminal uden input i {{minutes}} minutter bliver lukket; alle sessioner bliver registreret.',
  openTerminal: 'Åbn terminalen',
};
