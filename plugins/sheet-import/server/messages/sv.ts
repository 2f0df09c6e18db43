/** Swedish server messages. */
export const sv: Record<string, string> = {
  'At most {{maxColumns}} columns can be imported': 'Högst {{maxColumns}} kolumner kan importeras',
  'Choose at least one sheet': 'Välj minst ett kalkylblad',
  'File too large: at most {{maxFileMb}} MB': 'Filen är för stor: högst {{maxFileMb}} MB',
  'Import cancelled': 'Importen avbröts',
  'Import not found': 'Importen hittades inte',
  'Invalid .xlsx file: {{msg}}': 'Ogiltig .xlsx-fil: {{msg}}',
  'Malformed CSV: {{Length}}': 'Felaktig CSV: {{Length}}',
  "No file uploaded: send multipart/form-data with the field 'file'": "Ingen fil uppladdad: skicka multipart/form-data med fältet 'file'",
  "Row {{rowNumber}}, column '{{cn}}': {{err}}": "Rad {{rowNumber}}, kolumn '{{cn}}': {{err}}",
  "Send one file in the multipart field 'file'": "Skicka en fil i multipart-fältet 'file'",
  "Sheet '{{name}}' has {{width}} columns; at most {{maxColumns}} can be imported":
    "Kalkylbladet '{{name}}' har {{width}} kolumner; högst {{maxColumns}} kan importeras",
  'Sheet {{sheet}} is not in the upload': 'Kalkylbladet {{sheet}} finns inte i uppladdningen',
  "Table '{{tn}}' needs at least one column": "Tabellen '{{tn}}' behöver minst en kolumn",
  'The file has {{row}} columns; at most {{maxColumns}} can be imported': 'Filen har {{row}} kolumner; högst {{maxColumns}} kan importeras',
  'The file holds no rows': 'Filen innehåller inga rader',
  'The file is empty': 'Filen är tom',
  'The file is not a valid .{{kind}} file': 'Filen är inte en giltig .{{kind}}-fil',
  'The workbook cannot be read: {{err}}': 'Arbetsboken kan inte läsas: {{err}}',
  'Title is required': 'Titel krävs',
  'Title is too long': 'Titeln är för lång',
  'Unsupported column type': 'Kolumntypen stöds inte',
  'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file':
    'Filtypen stöds inte: ladda upp en .xlsx-, .xls-, .csv- eller .tsv-fil',
  'Upload not found': 'Uppladdningen hittades inte',
  'uploadId is required': 'uploadId krävs',
};
