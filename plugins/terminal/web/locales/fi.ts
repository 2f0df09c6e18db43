/** Finnish texts of the terminal (namespace `terminal`). */
export const fi: Record<string, string> = {
  tab: 'Pääte',
  tabs: 'Päätteet',
  local: 'Paikallinen ({{n}})',
  add: 'Uusi pääte',
  close: 'Sulje Paikallinen ({{n}})',
  run: 'Suorita',
  stop: 'Pysäytä',
  clear: 'Tyhjennä',
  npmInstall: 'npm install',
  loading: 'Avataan päätettä…',
  limit: 'Enintään {{max}} päätettä voi olla auki',
  'error.open': 'Päätteen avaaminen epäonnistui',
  'error.useSystem': 'Käytä järjestelmäsi päätettä',
  'exit.exited': '[komentotulkki päättyi]',
  'exit.idle': '[suljettu käyttämättömyyden vuoksi]',
  'exit.closed': '[suljettu]',
  'off.operator':
    'Pääte ei ole käytössä: se on palvelimen komentotulkki, joten palvelimen ylläpitäjän on otettava se käyttöön (PLINTH_TERMINAL=1). Käytä järjestelmäsi päätettä.',
  'off.superAdmin': 'Pääte on palvelimen komentotulkki: vain pääylläpitäjä (Super Admin) voi avata sen. Käytä järjestelmäsi päätettä.',
  'settings.title': 'Pääte',
  'settings.on':
    'Pääte on käytössäsi. Pääte suljetaan, jos siihen ei syötetä mitään {{minutes}} minuuttiin; jokainen istunto tallennetaan.',
  openTerminal: 'Avaa pääte',
};
