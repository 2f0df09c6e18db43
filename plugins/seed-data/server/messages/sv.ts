/** Swedish server messages. */
export const sv: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    "'{{_tn}}' innehåller många-till-många-länkar: välj tabellerna den länkar, deras länkar läggs till med deras rader",
  "'{{_tn}}' is a view: only tables get sample rows": "'{{_tn}}' är en vy: bara tabeller får exempelrader",
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    "1 rad i '{{_tn}}' som inte lagts till som exempeldata refererar till exempelrader i '{{_tn2}}': ta bort den eller låt den peka någon annanstans först; inget togs bort",
  'A table is chosen twice': 'En tabell har valts två gånger',
  'Args must be an object': 'Args måste vara ett objekt',
  'At most 500 tables': 'Högst 500 tabeller',
  'Choose at least one table': 'Välj minst en tabell',
  'Locale must be one of {{SEED_LOCALES}}': 'Språket måste vara ett av {{SEED_LOCALES}}',
  'No sample data settings yet: choose the tables and rows first': 'Inga inställningar för exempeldata än: välj tabeller och rader först',
  'Sample data is already being added to this project': 'Exempeldata läggs redan till i det här projektet',
  'Sample data is being added: stop it first': 'Exempeldata läggs till: stoppa det först',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ": "Exempelrader i '{{_tn}}' refereras av andra rader ({{err}}): ",
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again":
    "Tabellen '{{_tn}}' har ingen primärnyckel: exempelraderna kunde inte tas bort igen",
  "Table '{{_tn}}' is disabled in Meta Management": "Tabellen '{{_tn}}' är inaktiverad i Metadatahantering",
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    "Tabellen '{{_tn}}' behöver rader i '{{rtn}}': lägg till exempelrader i '{{rtn2}}' också",
  "Table '{{tn}}' is chosen twice": "Tabellen '{{tn}}' har valts två gånger",
  "Table '{{tn}}' not found": "Tabellen '{{tn}}' hittades inte",
  'Table name is too long': 'Tabellnamnet är för långt',
  'Table name required': 'Tabellnamn krävs',
  'Tables must be a list of { tn, rows }': 'Tabeller måste vara en lista med { tn, rows }',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    'Tabellerna {{names}} refererar till varandra via obligatoriska nycklar: ingen ordning kan fylla dem',
  'project_id is required': 'project_id krävs',
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    "{{rows}} rader i '{{_tn}}' som inte lagts till som exempeldata refererar till exempelrader i '{{_tn2}}': ta bort dem eller låt dem peka någon annanstans först; inget togs bort",
  '{{total}} sample rows removed': '{{total}} exempelrader borttagna',
};
