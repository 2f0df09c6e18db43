/** Dutch texts of the calendar (namespace `calendar-view`). */
export const nl: Record<string, string> = {
  'viewType.title': 'Kalender',
  'toolbar.label': 'Werkbalk van de kalender',
  'toolbar.previous': 'Vorige',
  'toolbar.today': 'Vandaag',
  'toolbar.next': 'Volgende',
  'toolbar.layout': 'Indeling',
  'toolbar.dateColumn': 'Datumveld',
  'toolbar.endColumn': 'Veld voor einddatum',
  'toolbar.noEnd': 'Geen einddatum',
  'layout.month': 'Maand',
  'layout.week': 'Week',
  'layout.day': 'Dag',
  'calendar.loadFailed': 'Kan de kalender niet laden: {{msg}}',
  'calendar.needsDate':
    'Een kalender plaatst rijen op basis van een datum- of datum-tijdveld. Voeg er een toe aan deze tabel om de kalender te gebruiken.',
  'calendar.more': 'Meer afspraken die niet worden getoond',
  'calendar.moveFailed': 'Kan de afspraak niet verplaatsen: {{msg}}',
  'calendar.addOn': 'Afspraak toevoegen op {{day}}',
  'calendar.events': 'Afspraken op {{day}}',
  'calendar.untitled': '(zonder titel)',
};
