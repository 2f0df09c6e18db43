/** Finnish server messages. */
export const fi: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    "'{{_tn}}' sisältää monta moneen -linkkejä: valitse taulut, joita se linkittää, niin linkit lisätään niiden rivien mukana",
  "'{{_tn}}' is a view: only tables get sample rows": "'{{_tn}}' on näkymä: vain tauluihin lisätään esimerkkirivejä",
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    "1 taulun '{{_tn}}' rivi, jota ei lisätty esimerkkidatana, viittaa taulun '{{_tn2}}' esimerkkiriveihin: poista se tai ohjaa se muualle ensin; mitään ei poistettu",
  'A table is chosen twice': 'Taulu on valittu kahdesti',
  'Args must be an object': 'Args-arvon on oltava objekti',
  'At most 500 tables': 'Enintään 500 taulua',
  'Choose at least one table': 'Valitse vähintään yksi taulu',
  'Locale must be one of {{SEED_LOCALES}}': 'Kielen on oltava yksi seuraavista: {{SEED_LOCALES}}',
  'No sample data settings yet: choose the tables and rows first': 'Esimerkkidatan asetuksia ei ole vielä: valitse ensin taulut ja rivit',
  'Sample data is already being added to this project': 'Tähän projektiin lisätään jo esimerkkidataa',
  'Sample data is being added: stop it first': 'Esimerkkidataa lisätään: pysäytä se ensin',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ":
    "Muut rivit viittaavat taulun '{{_tn}}' esimerkkiriveihin ({{err}}): ",
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again":
    "Taululla '{{_tn}}' ei ole pääavainta: esimerkkirivejä ei voitu poistaa",
  "Table '{{_tn}}' is disabled in Meta Management": "Taulu '{{_tn}}' on poistettu käytöstä metatietojen hallinnassa",
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    "Taulu '{{_tn}}' tarvitsee rivejä tauluun '{{rtn}}': lisää esimerkkirivejä myös tauluun '{{rtn2}}'",
  "Table '{{tn}}' is chosen twice": "Taulu '{{tn}}' on valittu kahdesti",
  "Table '{{tn}}' not found": "Taulua '{{tn}}' ei löytynyt",
  'Table name is too long': 'Taulun nimi on liian pitkä',
  'Table name required': 'Taulun nimi vaaditaan',
  'Tables must be a list of { tn, rows }': 'Taulujen on oltava luettelo muotoa { tn, rows }',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    'Taulut {{names}} viittaavat toisiinsa pakollisilla avaimilla: mikään järjestys ei täytä niitä',
  'project_id is required': 'project_id vaaditaan',
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    "{{rows}} taulun '{{_tn}}' riviä, joita ei lisätty esimerkkidatana, viittaa taulun '{{_tn2}}' esimerkkiriveihin: poista ne tai ohjaa ne muualle ensin; mitään ei poistettu",
  '{{total}} sample rows removed': '{{total}} esimerkkiriviä poistettu',
};
