/** Slovenian server messages. */
export const sl: Record<string, string> = {
  'At most {{maxColumns}} columns can be imported': 'Uvoziti je mogoče največ {{maxColumns}} stolpcev',
  'Choose at least one sheet': 'Izberite vsaj en list',
  'File too large: at most {{maxFileMb}} MB': 'Datoteka je prevelika: največ {{maxFileMb}} MB',
  'Import cancelled': 'Uvoz je preklican',
  'Import not found': 'Uvoza ni mogoče najti',
  'Invalid .xlsx file: {{msg}}': 'Neveljavna datoteka .xlsx: {{msg}}',
  'Malformed CSV: {{Length}}': 'Nepravilen CSV: {{Length}}',
  "No file uploaded: send multipart/form-data with the field 'file'":
    "Nobena datoteka ni bila naložena: pošljite multipart/form-data s poljem 'file'",
  "Row {{rowNumber}}, column '{{cn}}': {{err}}": "Vrstica {{rowNumber}}, stolpec '{{cn}}': {{err}}",
  "Send one file in the multipart field 'file'": "Pošljite eno datoteko v polju multipart 'file'",
  "Sheet '{{name}}' has {{width}} columns; at most {{maxColumns}} can be imported":
    "List '{{name}}' ima {{width}} stolpcev; uvoziti je mogoče največ {{maxColumns}}",
  'Sheet {{sheet}} is not in the upload': 'Lista {{sheet}} ni v naloženi datoteki',
  "Table '{{tn}}' needs at least one column": "Tabela '{{tn}}' potrebuje vsaj en stolpec",
  'The file has {{row}} columns; at most {{maxColumns}} can be imported':
    'Datoteka ima {{row}} stolpcev; uvoziti je mogoče največ {{maxColumns}}',
  'The file holds no rows': 'Datoteka ne vsebuje vrstic',
  'The file is empty': 'Datoteka je prazna',
  'The file is not a valid .{{kind}} file': 'Datoteka ni veljavna datoteka .{{kind}}',
  'The workbook cannot be read: {{err}}': 'Delovnega zvezka ni mogoče prebrati: {{err}}',
  'Title is required': 'Naslov je obvezen',
  'Title is too long': 'Naslov je predolg',
  'Unsupported column type': 'Nepodprta vrsta stolpca',
  'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file':
    'Nepodprta vrsta datoteke: naložite datoteko .xlsx, .xls, .csv ali .tsv',
  'Upload not found': 'Naložene datoteke ni mogoče najti',
  'uploadId is required': 'uploadId je obvezen',
};
