/** Croatian server messages. */
export const hr: Record<string, string> = {
  'At most {{maxColumns}} columns can be imported': 'Može se uvesti najviše {{maxColumns}} stupaca',
  'Choose at least one sheet': 'Odaberite barem jedan list',
  'File too large: at most {{maxFileMb}} MB': 'Datoteka je prevelika: najviše {{maxFileMb}} MB',
  'Import cancelled': 'Uvoz je otkazan',
  'Import not found': 'Uvoz nije pronađen',
  'Invalid .xlsx file: {{msg}}': 'Neispravna .xlsx datoteka: {{msg}}',
  'Malformed CSV: {{Length}}': 'Neispravan CSV: {{Length}}',
  "No file uploaded: send multipart/form-data with the field 'file'":
    "Nije prenesena nijedna datoteka: pošaljite multipart/form-data s poljem 'file'",
  "Row {{rowNumber}}, column '{{cn}}': {{err}}": "Redak {{rowNumber}}, stupac '{{cn}}': {{err}}",
  "Send one file in the multipart field 'file'": "Pošaljite jednu datoteku u multipart polju 'file'",
  "Sheet '{{name}}' has {{width}} columns; at most {{maxColumns}} can be imported":
    "List '{{name}}' ima {{width}} stupaca; može se uvesti najviše {{maxColumns}}",
  'Sheet {{sheet}} is not in the upload': 'List {{sheet}} nije u prijenosu',
  "Table '{{tn}}' needs at least one column": "Tablica '{{tn}}' treba barem jedan stupac",
  'The file has {{row}} columns; at most {{maxColumns}} can be imported':
    'Datoteka ima {{row}} stupaca; može se uvesti najviše {{maxColumns}}',
  'The file holds no rows': 'Datoteka ne sadrži retke',
  'The file is empty': 'Datoteka je prazna',
  'The file is not a valid .{{kind}} file': 'Datoteka nije ispravna .{{kind}} datoteka',
  'The workbook cannot be read: {{err}}': 'Radnu knjigu nije moguće pročitati: {{err}}',
  'Title is required': 'Naslov je obavezan',
  'Title is too long': 'Naslov je predug',
  'Unsupported column type': 'Nepodržana vrsta stupca',
  'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file':
    'Nepodržana vrsta datoteke: prenesite .xlsx, .xls, .csv ili .tsv datoteku',
  'Upload not found': 'Prijenos nije pronađen',
  'uploadId is required': 'uploadId je obavezan',
};
