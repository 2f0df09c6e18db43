/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    "'{{_tn}}' inneholder mange-til-mange-koblinger: velg tabellene den kobler, så legges koblingene til sammen med radene deres",
  "'{{_tn}}' is a view: only tables get sample rows": "'{{_tn}}' er en visning: bare tabeller får eksempelrader",
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    "1 rad i '{{_tn}}' som ikke er lagt til som eksempeldata, refererer til eksempelrader i '{{_tn2}}': fjern den eller la den peke et annet sted først; ingenting ble fjernet",
  'A table is chosen twice': 'En tabell er valgt to ganger',
  'Args must be an object': 'Args må være et objekt',
  'At most 500 tables': 'Maks 500 tabeller',
  'Choose at least one table': 'Velg minst én tabell',
  'Locale must be one of {{SEED_LOCALES}}': 'Språket må være ett av {{SEED_LOCALES}}',
  'No sample data settings yet: choose the tables and rows first':
    'Ingen innstillinger for eksempeldata ennå: velg tabeller og rader først',
  'Sample data is already being added to this project': 'Eksempeldata legges allerede til i dette prosjektet',
  'Sample data is being added: stop it first': 'Eksempeldata legges til: stopp det først',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ": "Eksempelrader i '{{_tn}}' refereres av andre rader ({{err}}): ",
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again":
    "Tabellen '{{_tn}}' har ingen primærnøkkel: eksempelradene kunne ikke fjernes igjen",
  "Table '{{_tn}}' is disabled in Meta Management": "Tabellen '{{_tn}}' er slått av i Metaadministrasjon",
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    "Tabellen '{{_tn}}' trenger rader i '{{rtn}}': legg også til eksempelrader i '{{rtn2}}'",
  "Table '{{tn}}' is chosen twice": "Tabellen '{{tn}}' er valgt to ganger",
  "Table '{{tn}}' not found": "Fant ikke tabellen '{{tn}}'",
  'Table name is too long': 'Tabellnavnet er for langt',
  'Table name required': 'Tabellnavn må fylles ut',
  'Tables must be a list of { tn, rows }': 'Tabeller må være en liste med { tn, rows }',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    'Tabellene {{names}} refererer til hverandre gjennom obligatoriske nøkler: ingen rekkefølge kan fylle dem',
  'project_id is required': 'project_id må fylles ut',
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    "{{rows}} rader i '{{_tn}}' som ikke er lagt til som eksempeldata, refererer til eksempelrader i '{{_tn2}}': fjern dem eller la dem peke et annet sted først; ingenting ble fjernet",
  '{{total}} sample rows removed': '{{total}} eksempelrader er fjernet',
};
