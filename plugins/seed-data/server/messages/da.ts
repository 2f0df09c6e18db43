/** Danish server messages. */
export const da: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    "'{{_tn}}' indeholder mange-til-mange-links: vælg de tabeller, den linker, så tilføjes deres links sammen med deres rækker",
  "'{{_tn}}' is a view: only tables get sample rows": "'{{_tn}}' er en visning: kun tabeller får eksempelrækker",
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    "1 række i '{{_tn}}', der ikke er tilføjet som eksempeldata, henviser til eksempelrækker i '{{_tn2}}': fjern den eller lad den pege et andet sted hen først; intet blev fjernet",
  'A table is chosen twice': 'En tabel er valgt to gange',
  'Args must be an object': 'Args skal være et objekt',
  'At most 500 tables': 'Højst 500 tabeller',
  'Choose at least one table': 'Vælg mindst én tabel',
  'Locale must be one of {{SEED_LOCALES}}': 'Sproget skal være et af {{SEED_LOCALES}}',
  'No sample data settings yet: choose the tables and rows first':
    'Ingen indstillinger for eksempeldata endnu: vælg først tabeller og rækker',
  'Sample data is already being added to this project': 'Der tilføjes allerede eksempeldata til dette projekt',
  'Sample data is being added: stop it first': 'Der tilføjes eksempeldata: stop det først',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ":
    "Der henvises til eksempelrækker i '{{_tn}}' fra andre rækker ({{err}}): ",
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again":
    "Tabellen '{{_tn}}' har ingen primærnøgle: eksempelrækkerne kunne ikke fjernes igen",
  "Table '{{_tn}}' is disabled in Meta Management": "Tabellen '{{_tn}}' er slået fra i Metaadministration",
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    "Tabellen '{{_tn}}' kræver rækker i '{{rtn}}': tilføj også eksempelrækker til '{{rtn2}}'",
  "Table '{{tn}}' is chosen twice": "Tabellen '{{tn}}' er valgt to gange",
  "Table '{{tn}}' not found": "Tabellen '{{tn}}' blev ikke fundet",
  'Table name is too long': 'Tabelnavnet er for langt',
  'Table name required': 'Tabelnavn skal udfyldes',
  'Tables must be a list of { tn, rows }': 'Tabeller skal være en liste af { tn, rows }',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    'Tabellerne {{names}} henviser til hinanden via obligatoriske nøgler: ingen rækkefølge kan udfylde dem',
  'project_id is required': 'project_id skal udfyldes',
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    "{{rows}} rækker i '{{_tn}}', der ikke er tilføjet som eksempeldata, henviser til eksempelrækker i '{{_tn2}}': fjern dem eller lad dem pege et andet sted hen først; intet blev fjernet",
  '{{total}} sample rows removed': '{{total}} eksempelrækker er fjernet',
};
