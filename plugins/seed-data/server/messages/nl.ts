/** Dutch server messages. */
export const nl: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    "'{{_tn}}' bevat veel-op-veel-koppelingen: kies de tabellen die het koppelt; hun koppelingen worden met hun rijen toegevoegd",
  "'{{_tn}}' is a view: only tables get sample rows": "'{{_tn}}' is een weergave: alleen tabellen krijgen voorbeeldrijen",
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    "1 rij van '{{_tn}}' die niet als voorbeeldgegevens is toegevoegd, verwijst naar voorbeeldrijen van '{{_tn2}}': verwijder die rij of laat hem ergens anders naar verwijzen; er is niets verwijderd",
  'A table is chosen twice': 'Een tabel is twee keer gekozen',
  'Args must be an object': 'Args moet een object zijn',
  'At most 500 tables': 'Maximaal 500 tabellen',
  'Choose at least one table': 'Kies minstens één tabel',
  'Locale must be one of {{SEED_LOCALES}}': 'Taal moet een van {{SEED_LOCALES}} zijn',
  'No sample data settings yet: choose the tables and rows first':
    'Nog geen instellingen voor voorbeeldgegevens: kies eerst de tabellen en rijen',
  'Sample data is already being added to this project': 'Er worden al voorbeeldgegevens aan dit project toegevoegd',
  'Sample data is being added: stop it first': 'Er worden voorbeeldgegevens toegevoegd: stop dat eerst',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ":
    "Naar voorbeeldrijen van '{{_tn}}' wordt verwezen door andere rijen ({{err}}): ",
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again":
    "Tabel '{{_tn}}' heeft geen primaire sleutel: voorbeeldrijen konden niet meer worden verwijderd",
  "Table '{{_tn}}' is disabled in Meta Management": "Tabel '{{_tn}}' is uitgeschakeld in Metabeheer",
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    "Tabel '{{_tn}}' heeft rijen in '{{rtn}}' nodig: voeg ook voorbeeldrijen toe aan '{{rtn2}}'",
  "Table '{{tn}}' is chosen twice": "Tabel '{{tn}}' is twee keer gekozen",
  "Table '{{tn}}' not found": "Tabel '{{tn}}' niet gevonden",
  'Table name is too long': 'Tabelnaam is te lang',
  'Table name required': 'Tabelnaam is verplicht',
  'Tables must be a list of { tn, rows }': 'Tabellen moeten een lijst van { tn, rows } zijn',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    'Tabellen {{names}} verwijzen via verplichte sleutels naar elkaar: geen enkele volgorde vult ze',
  'project_id is required': 'project_id is verplicht',
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    "{{rows}} rijen van '{{_tn}}' die niet als voorbeeldgegevens zijn toegevoegd, verwijzen naar voorbeeldrijen van '{{_tn2}}': verwijder die rijen of laat ze ergens anders naar verwijzen; er is niets verwijderd",
  '{{total}} sample rows removed': '{{total}} voorbeeldrijen verwijderd',
};
