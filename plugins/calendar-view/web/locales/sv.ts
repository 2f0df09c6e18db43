/** Swedish texts of the calendar (namespace `calendar-view`). */
export const sv: Record<string, string> = {
  'viewType.title': 'Kalender',
  'toolbar.label': 'Verktygsfält för kalendern',
  'toolbar.previous': 'Föregående',
  'toolbar.today': 'I dag',
  'toolbar.next': 'Nästa',
  'toolbar.layout': 'Visningsläge',
  'toolbar.dateColumn': 'Datumfält',
  'toolbar.endColumn': 'Fält för slutdatum',
  'toolbar.noEnd': 'Inget slutdatum',
  'layout.month': 'Månad',
  'layout.week': 'Vecka',
  'layout.day': 'Dag',
  'calendar.loadFailed': 'Kunde inte läsa in kalendern: {{msg}}',
  'calendar.needsDate':
    'En kalender placerar rader efter ett datumfält eller ett fält med datum och tid. Lägg till ett sådant i tabellen för att använda den.',
  'calendar.more': 'Fler händelser visas inte',
  'calendar.moveFailed': 'Kunde inte flytta händelsen: {{msg}}',
  'calendar.addOn': 'Lägg till en händelse den {{day}}',
  'calendar.events': 'Händelser den {{day}}',
  'calendar.untitled': '(namnlös)',
};
