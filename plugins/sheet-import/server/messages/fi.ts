/** Finnish server messages. */
export const fi: Record<string, string> = {
  'At most {{maxColumns}} columns can be imported': 'Enintään {{maxColumns}} saraketta voidaan tuoda',
  'Choose at least one sheet': 'Valitse vähintään yksi taulukko',
  'File too large: at most {{maxFileMb}} MB': 'Tiedosto on liian suuri: enintään {{maxFileMb}} Mt',
  'Import cancelled': 'Tuonti peruutettu',
  'Import not found': 'Tuontia ei löytynyt',
  'Invalid .xlsx file: {{msg}}': 'Virheellinen .xlsx-tiedosto: {{msg}}',
  'Malformed CSV: {{Length}}': 'Virheellinen CSV: {{Length}}',
  "No file uploaded: send multipart/form-data with the field 'file'":
    "Tiedostoa ei ladattu: lähetä multipart/form-data, jossa on kenttä 'file'",
  "Row {{rowNumber}}, column '{{cn}}': {{err}}": "Rivi {{rowNumber}}, sarake '{{cn}}': {{err}}",
  "Send one file in the multipart field 'file'": "Lähetä yksi tiedosto multipart-kentässä 'file'",
  "Sheet '{{name}}' has {{width}} columns; at most {{maxColumns}} can be imported":
    "Taulukossa '{{name}}' on {{width}} saraketta; enintään {{maxColumns}} voidaan tuoda",
  'Sheet {{sheet}} is not in the upload': 'Taulukko {{sheet}} ei ole ladatussa tiedostossa',
  "Table '{{tn}}' needs at least one column": "Taulu '{{tn}}' tarvitsee vähintään yhden sarakkeen",
  'The file has {{row}} columns; at most {{maxColumns}} can be imported':
    'Tiedostossa on {{row}} saraketta; enintään {{maxColumns}} voidaan tuoda',
  'The file holds no rows': 'Tiedostossa ei ole rivejä',
  'The file is empty': 'Tiedosto on tyhjä',
  'The file is not a valid .{{kind}} file': 'Tiedosto ei ole kelvollinen .{{kind}}-tiedosto',
  'The workbook cannot be read: {{err}}': 'Työkirjaa ei voi lukea: {{err}}',
  'Title is required': 'Otsikko vaaditaan',
  'Title is too long': 'Otsikko on liian pitkä',
  'Unsupported column type': 'Saraketyyppiä ei tueta',
  'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file':
    'Tiedostotyyppiä ei tueta: lataa .xlsx-, .xls-, .csv- tai .tsv-tiedosto',
  'Upload not found': 'Latausta ei löytynyt',
  'uploadId is required': 'uploadId vaaditaan',
};
