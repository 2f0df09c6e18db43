/** Croatian texts of the calendar (namespace `calendar-view`). */
export const hr: Record<string, string> = {
  'viewType.title': 'Kalendar',
  'toolbar.label': 'Alatna traka kalendara',
  'toolbar.previous': 'Prethodno',
  'toolbar.today': 'Danas',
  'toolbar.next': 'Sljedeće',
  'toolbar.layout': 'Raspored',
  'toolbar.dateColumn': 'Polje datuma',
  'toolbar.endColumn': 'Polje datuma završetka',
  'toolbar.noEnd': 'Bez datuma završetka',
  'layout.month': 'Mjesec',
  'layout.week': 'Tjedan',
  'layout.day': 'Dan',
  'calendar.loadFailed': 'Kalendar nije moguće učitati: {{msg}}',
  'calendar.needsDate':
    'Kalendar smješta retke prema polju datuma ili datuma i vremena. Dodajte takvo polje ovoj tablici da biste ga koristili.',
  'calendar.more': 'Još događaja koji nisu prikazani',
  'calendar.moveFailed': 'Događaj nije moguće premjestiti: {{msg}}',
  'calendar.addOn': 'Dodaj događaj na dan {{day}}',
  'calendar.events': 'Događaji na dan {{day}}',
  'calendar.untitled': '(bez naslova)',
};
