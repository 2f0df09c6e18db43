/** Finnish texts of the calendar (namespace `calendar-view`). */
export const fi: Record<string, string> = {
  'viewType.title': 'Kalenteri',
  'toolbar.label': 'Kalenterin työkalupalkki',
  'toolbar.previous': 'Edellinen',
  'toolbar.today': 'Tänään',
  'toolbar.next': 'Seuraava',
  'toolbar.layout': 'Asettelu',
  'toolbar.dateColumn': 'Päivämääräkenttä',
  'toolbar.endColumn': 'Päättymispäivän kenttä',
  'toolbar.noEnd': 'Ei päättymispäivää',
  'layout.month': 'Kuukausi',
  'layout.week': 'Viikko',
  'layout.day': 'Päivä',
  'calendar.loadFailed': 'Kalenteria ei voitu ladata: {{msg}}',
  'calendar.needsDate':
    'Kalenteri sijoittaa rivit päivämäärä- tai aikaleimakentän mukaan. Lisää sellainen tähän tauluun, niin voit käyttää sitä.',
  'calendar.more': 'Lisää tapahtumia, joita ei näytetä',
  'calendar.moveFailed': 'Tapahtumaa ei voitu siirtää: {{msg}}',
  'calendar.addOn': 'Lisää tapahtuma päivälle {{day}}',
  'calendar.events': 'Päivän {{day}} tapahtumat',
  'calendar.untitled': '(nimetön)',
};
