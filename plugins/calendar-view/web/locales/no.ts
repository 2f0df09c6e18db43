/** Norwegian (Bokmål) texts of the calendar (namespace `calendar-view`). */
export const no: Record<string, string> = {
  'viewType.title': 'Kalender',
  'toolbar.label': 'Verktøylinje for kalender',
  'toolbar.previous': 'Forrige',
  'toolbar.today': 'I dag',
  'toolbar.next': 'Neste',
  'toolbar.layout': 'Oppsett',
  'toolbar.dateColumn': 'Datofelt',
  'toolbar.endColumn': 'Felt for sluttdato',
  'toolbar.noEnd': 'Ingen sluttdato',
  'layout.month': 'Måned',
  'layout.week': 'Uke',
  'layout.day': 'Dag',
  'calendar.loadFailed': 'Kunne ikke laste inn kalenderen: {{msg}}',
  'calendar.needsDate':
    'En kalender plasserer rader etter et dato- eller dato- og klokkeslettfelt. Legg til et i denne tabellen for å bruke den.',
  'calendar.more': 'Flere hendelser vises ikke',
  'calendar.moveFailed': 'Kunne ikke flytte hendelsen: {{msg}}',
  'calendar.addOn': 'Legg til en hendelse {{day}}',
  'calendar.events': 'Hendelser {{day}}',
  'calendar.untitled': '(uten tittel)',
};
