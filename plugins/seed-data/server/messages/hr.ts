/** Croatian server messages. */
export const hr: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    "'{{_tn}}' sadrži veze više-prema-više: odaberite tablice koje povezuje, njihove veze dodaju se zajedno s njihovim retcima",
  "'{{_tn}}' is a view: only tables get sample rows": "'{{_tn}}' je pogled: ogledne retke dobivaju samo tablice",
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    "1 redak tablice '{{_tn}}' koji nije dodan kao ogledni podatak upućuje na ogledne retke tablice '{{_tn2}}': najprije ga uklonite ili preusmjerite; ništa nije uklonjeno",
  'A table is chosen twice': 'Tablica je odabrana dvaput',
  'Args must be an object': 'Args mora biti objekt',
  'At most 500 tables': 'Najviše 500 tablica',
  'Choose at least one table': 'Odaberite barem jednu tablicu',
  'Locale must be one of {{SEED_LOCALES}}': 'Jezik mora biti jedan od {{SEED_LOCALES}}',
  'No sample data settings yet: choose the tables and rows first':
    'Još nema postavki oglednih podataka: najprije odaberite tablice i retke',
  'Sample data is already being added to this project': 'Ogledni podaci već se dodaju u ovaj projekt',
  'Sample data is being added: stop it first': 'Ogledni podaci se dodaju: najprije to zaustavite',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ":
    "Na ogledne retke tablice '{{_tn}}' upućuju drugi retci ({{err}}): ",
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again":
    "Tablica '{{_tn}}' nema primarni ključ: ogledni retci ne bi se mogli ponovno ukloniti",
  "Table '{{_tn}}' is disabled in Meta Management": "Tablica '{{_tn}}' onemogućena je u Meta Managementu",
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    "Tablica '{{_tn}}' treba retke u '{{rtn}}': dodajte ogledne retke i u '{{rtn2}}'",
  "Table '{{tn}}' is chosen twice": "Tablica '{{tn}}' je odabrana dvaput",
  "Table '{{tn}}' not found": "Tablica '{{tn}}' nije pronađena",
  'Table name is too long': 'Naziv tablice je predug',
  'Table name required': 'Naziv tablice je obavezan',
  'Tables must be a list of { tn, rows }': 'Tables mora biti popis { tn, rows }',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    'Tablice {{names}} upućuju jedna na drugu preko obaveznih ključeva: nijedan ih redoslijed ne može ispuniti',
  'project_id is required': 'project_id je obavezan',
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    "{{rows}} redaka tablice '{{_tn}}' koji nisu dodani kao ogledni podaci upućuju na ogledne retke tablice '{{_tn2}}': najprije ih uklonite ili preusmjerite; ništa nije uklonjeno",
  '{{total}} sample rows removed': 'Uklonjeno oglednih redaka: {{total}}',
};
