/** German texts of the calendar (namespace `calendar-view`). */
export const de: Record<string, string> = {
  'viewType.title': 'Kalender',
  'toolbar.label': 'Werkzeugleiste des Kalenders',
  'toolbar.previous': 'Zurück',
  'toolbar.today': 'Heute',
  'toolbar.next': 'Weiter',
  'toolbar.layout': 'Ansicht',
  'toolbar.dateColumn': 'Datumsfeld',
  'toolbar.endColumn': 'Feld für das Enddatum',
  'toolbar.noEnd': 'Kein Enddatum',
  'layout.month': 'Monat',
  'layout.week': 'Woche',
  'layout.day': 'Tag',
  'calendar.loadFailed': 'Der Kalender konnte nicht geladen werden: {{msg}}',
  'calendar.needsDate':
    'Ein Kalender ordnet Zeilen nach einem Datums- oder Datum-Uhrzeit-Feld an. Fügen Sie dieser Tabelle eines hinzu, um ihn zu nutzen.',
  'calendar.more': 'Weitere Termine nicht angezeigt',
  'calendar.moveFailed': 'Der Termin konnte nicht verschoben werden: {{msg}}',
  'calendar.addOn': 'Termin am {{day}} hinzufügen',
  'calendar.events': 'Termine am {{day}}',
  'calendar.untitled': '(ohne Titel)',
};
