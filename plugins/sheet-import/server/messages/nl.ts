/** Dutch server messages. */
export const nl: Record<string, string> = {
  'At most {{maxColumns}} columns can be imported': 'Er kunnen maximaal {{maxColumns}} kolommen worden geïmporteerd',
  'Choose at least one sheet': 'Kies minstens één werkblad',
  'File too large: at most {{maxFileMb}} MB': 'Bestand te groot: maximaal {{maxFileMb}} MB',
  'Import cancelled': 'Import geannuleerd',
  'Import not found': 'Import niet gevonden',
  'Invalid .xlsx file: {{msg}}': 'Ongeldig .xlsx-bestand: {{msg}}',
  'Malformed CSV: {{Length}}': 'Ongeldige CSV: {{Length}}',
  "No file uploaded: send multipart/form-data with the field 'file'":
    "Geen bestand geüpload: stuur multipart/form-data met het veld 'file'",
  "Row {{rowNumber}}, column '{{cn}}': {{err}}": "Rij {{rowNumber}}, kolom '{{cn}}': {{err}}",
  "Send one file in the multipart field 'file'": "Stuur één bestand in het multipart-veld 'file'",
  "Sheet '{{name}}' has {{width}} columns; at most {{maxColumns}} can be imported":
    "Werkblad '{{name}}' heeft {{width}} kolommen; er kunnen er maximaal {{maxColumns}} worden geïmporteerd",
  'Sheet {{sheet}} is not in the upload': 'Werkblad {{sheet}} zit niet in de upload',
  "Table '{{tn}}' needs at least one column": "Tabel '{{tn}}' heeft minstens één kolom nodig",
  'The file has {{row}} columns; at most {{maxColumns}} can be imported':
    'Het bestand heeft {{row}} kolommen; er kunnen er maximaal {{maxColumns}} worden geïmporteerd',
  'The file holds no rows': 'Het bestand bevat geen rijen',
  'The file is empty': 'Het bestand is leeg',
  'The file is not a valid .{{kind}} file': 'Het bestand is geen geldig .{{kind}}-bestand',
  'The workbook cannot be read: {{err}}': 'De werkmap kan niet worden gelezen: {{err}}',
  'Title is required': 'Titel is verplicht',
  'Title is too long': 'Titel is te lang',
  'Unsupported column type': 'Kolomtype wordt niet ondersteund',
  'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file':
    'Bestandstype wordt niet ondersteund: upload een .xlsx-, .xls-, .csv- of .tsv-bestand',
  'Upload not found': 'Upload niet gevonden',
  'uploadId is required': 'uploadId is verplicht',
};
