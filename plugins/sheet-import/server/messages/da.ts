/** Danish server messages. */
export const da: Record<string, string> = {
  'At most {{maxColumns}} columns can be imported': 'Der kan højst importeres {{maxColumns}} kolonner',
  'Choose at least one sheet': 'Vælg mindst ét ark',
  'File too large: at most {{maxFileMb}} MB': 'Filen er for stor: højst {{maxFileMb}} MB',
  'Import cancelled': 'Importen er annulleret',
  'Import not found': 'Importen blev ikke fundet',
  'Invalid .xlsx file: {{msg}}': 'Ugyldig .xlsx-fil: {{msg}}',
  'Malformed CSV: {{Length}}': 'Fejlformateret CSV: {{Length}}',
  "No file uploaded: send multipart/form-data with the field 'file'": "Ingen fil uploadet: send multipart/form-data med feltet 'file'",
  "Row {{rowNumber}}, column '{{cn}}': {{err}}": "Række {{rowNumber}}, kolonne '{{cn}}': {{err}}",
  "Send one file in the multipart field 'file'": "Send én fil i multipart-feltet 'file'",
  "Sheet '{{name}}' has {{width}} columns; at most {{maxColumns}} can be imported":
    "Arket '{{name}}' har {{width}} kolonner; der kan højst importeres {{maxColumns}}",
  'Sheet {{sheet}} is not in the upload': 'Arket {{sheet}} er ikke med i uploaden',
  "Table '{{tn}}' needs at least one column": "Tabellen '{{tn}}' skal have mindst én kolonne",
  'The file has {{row}} columns; at most {{maxColumns}} can be imported':
    'Filen har {{row}} kolonner; der kan højst importeres {{maxColumns}}',
  'The file holds no rows': 'Filen indeholder ingen rækker',
  'The file is empty': 'Filen er tom',
  'The file is not a valid .{{kind}} file': 'Filen er ikke en gyldig .{{kind}}-fil',
  'The workbook cannot be read: {{err}}': 'Regnearksfilen kan ikke læses: {{err}}',
  'Title is required': 'Titel skal udfyldes',
  'Title is too long': 'Titlen er for lang',
  'Unsupported column type': 'Kolonnetypen understøttes ikke',
  'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file':
    'Filtypen understøttes ikke: upload en .xlsx-, .xls-, .csv- eller .tsv-fil',
  'Upload not found': 'Uploaden blev ikke fundet',
  'uploadId is required': 'uploadId skal udfyldes',
};
