/** Italian server messages. */
export const it_IT: Record<string, string> = {
  'At most {{maxColumns}} columns can be imported': 'Si possono importare al massimo {{maxColumns}} colonne',
  'Choose at least one sheet': 'Scegli almeno un foglio',
  'File too large: at most {{maxFileMb}} MB': 'File troppo grande: al massimo {{maxFileMb}} MB',
  'Import cancelled': 'Importazione annullata',
  'Import not found': 'Importazione non trovata',
  'Invalid .xlsx file: {{msg}}': 'File .xlsx non valido: {{msg}}',
  'Malformed CSV: {{Length}}': 'CSV non valido: {{Length}}',
  "No file uploaded: send multipart/form-data with the field 'file'": "Nessun file caricato: invia multipart/form-data con il campo 'file'",
  "Row {{rowNumber}}, column '{{cn}}': {{err}}": "Riga {{rowNumber}}, colonna '{{cn}}': {{err}}",
  "Send one file in the multipart field 'file'": "Invia un solo file nel campo multipart 'file'",
  "Sheet '{{name}}' has {{width}} columns; at most {{maxColumns}} can be imported":
    "Il foglio '{{name}}' ha {{width}} colonne; se ne possono importare al massimo {{maxColumns}}",
  'Sheet {{sheet}} is not in the upload': 'Il foglio {{sheet}} non è nel file caricato',
  "Table '{{tn}}' needs at least one column": "La tabella '{{tn}}' richiede almeno una colonna",
  'The file has {{row}} columns; at most {{maxColumns}} can be imported':
    'Il file ha {{row}} colonne; se ne possono importare al massimo {{maxColumns}}',
  'The file holds no rows': 'Il file non contiene righe',
  'The file is empty': 'Il file è vuoto',
  'The file is not a valid .{{kind}} file': 'Il file non è un file .{{kind}} valido',
  'The workbook cannot be read: {{err}}': 'Impossibile leggere la cartella di lavoro: {{err}}',
  'Title is required': 'Il titolo è obbligatorio',
  'Title is too long': 'Il titolo è troppo lungo',
  'Unsupported column type': 'Tipo di colonna non supportato',
  'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file': 'Tipo di file non supportato: carica un file .xlsx, .xls, .csv o .tsv',
  'Upload not found': 'Caricamento non trovato',
  'uploadId is required': 'uploadId è obbligatorio',
};
