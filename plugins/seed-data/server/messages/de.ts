/** German server messages. */
export const de: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    "'{{_tn}}' enthält Many-to-many-Verknüpfungen: wählen Sie die Tabellen, die sie verknüpft; ihre Verknüpfungen werden mit deren Zeilen hinzugefügt",
  "'{{_tn}}' is a view: only tables get sample rows": "'{{_tn}}' ist eine View: nur Tabellen erhalten Beispielzeilen",
  'A table is chosen twice': 'Eine Tabelle ist doppelt gewählt',
  'Args must be an object': 'Args muss ein Objekt sein',
  'At most 500 tables': 'Höchstens 500 Tabellen',
  'Choose at least one table': 'Wählen Sie mindestens eine Tabelle',
  'Locale must be one of {{SEED_LOCALES}}': 'Die Sprache muss eine von {{SEED_LOCALES}} sein',
  'No sample data settings yet: choose the tables and rows first':
    'Noch keine Beispieldaten-Einstellungen: wählen Sie zuerst die Tabellen und Zeilen',
  'Sample data is already being added to this project': 'Diesem Projekt werden bereits Beispieldaten hinzugefügt',
  'Sample data is being added: stop it first': 'Beispieldaten werden gerade hinzugefügt: stoppen Sie das zuerst',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ":
    "Auf Beispielzeilen von '{{_tn}}' verweisen andere Zeilen ({{err}}): ",
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again":
    "Tabelle '{{_tn}}' hat keinen Primärschlüssel: Beispielzeilen könnten nicht wieder entfernt werden",
  "Table '{{_tn}}' is disabled in Meta Management": "Tabelle '{{_tn}}' ist in der Metadatenverwaltung deaktiviert",
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    "Tabelle '{{_tn}}' braucht Zeilen in '{{rtn}}': fügen Sie auch zu '{{rtn2}}' Beispielzeilen hinzu",
  "Table '{{tn}}' is chosen twice": "Tabelle '{{tn}}' ist doppelt gewählt",
  "Table '{{tn}}' not found": "Tabelle '{{tn}}' nicht gefunden",
  'Table name is too long': 'Der Tabellenname ist zu lang',
  'Table name required': 'Tabellenname erforderlich',
  'Tables must be a list of { tn, rows }': 'Tables muss eine Liste von { tn, rows } sein',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    'Die Tabellen {{names}} verweisen über Pflichtschlüssel aufeinander: keine Reihenfolge kann sie füllen',
  'project_id is required': 'project_id ist erforderlich',
  '{{total}} sample rows removed': '{{total}} Beispielzeilen entfernt',
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    "1 Zeile von '{{_tn}}', die nicht als Beispieldaten hinzugefügt wurde, verweist auf Beispielzeilen von '{{_tn2}}': Entfernen Sie sie oder lassen Sie sie zuerst anderswohin verweisen; nichts wurde entfernt",
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    "{{rows}} Zeilen von '{{_tn}}', die nicht als Beispieldaten hinzugefügt wurden, verweisen auf Beispielzeilen von '{{_tn2}}': Entfernen Sie sie oder lassen Sie sie zuerst anderswohin verweisen; nichts wurde entfernt",
};
