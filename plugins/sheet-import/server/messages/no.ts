/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  'At most {{maxColumns}} columns can be imported': 'Maks {{maxColumns}} kolonner kan importeres',
  'Choose at least one sheet': 'Velg minst ett ark',
  'File too large: at most {{maxFileMb}} MB': 'Filen er for stor: maks {{maxFileMb}} MB',
  'Import cancelled': 'Importen er avbrutt',
  'Import not found': 'Fant ikke importen',
  'Invalid .xlsx file: {{msg}}': 'Ugyldig .xlsx-fil: {{msg}}',
  'Malformed CSV: {{Length}}': 'Feilformatert CSV: {{Length}}',
  "No file uploaded: send multipart/form-data with the field 'file'": "Ingen fil lastet opp: send multipart/form-data med feltet 'file'",
  "Row {{rowNumber}}, column '{{cn}}': {{err}}": "Rad {{rowNumber}}, kolonne '{{cn}}': {{err}}",
  "Send one file in the multipart field 'file'": "Send én fil i multipart-feltet 'file'",
  "Sheet '{{name}}' has {{width}} columns; at most {{maxColumns}} can be imported":
    "Arket '{{name}}' har {{width}} kolonner; maks {{maxColumns}} kan importeres",
  'Sheet {{sheet}} is not in the upload': 'Arket {{sheet}} er ikke med i opplastingen',
  "Table '{{tn}}' needs at least one column": "Tabellen '{{tn}}' trenger minst én kolonne",
  'The file has {{row}} columns; at most {{maxColumns}} can be imported': 'Filen har {{row}} kolonner; maks {{maxColumns}} kan importeres',
  'The file holds no rows': 'Filen inneholder ingen rader',
  'The file is empty': 'Filen er tom',
  'The file is not a valid .{{kind}} file': 'Filen er ikke en gyldig .{{kind}}-fil',
  'The workbook cannot be read: {{err}}': 'Regnearket kan ikke leses: {{err}}',
  'Title is required': 'Tittel må fylles ut',
  'Title is too long': 'Tittelen er for lang',
  'Unsupported column type': 'Kolonnetypen støttes ikke',
  'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file':
    'Filtypen støttes ikke: last opp en .xlsx-, .xls-, .csv- eller .tsv-fil',
  'Upload not found': 'Fant ikke opplastingen',
  'uploadId is required': 'uploadId må fylles ut',
};
