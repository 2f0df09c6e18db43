/** French server messages. */
export const fr: Record<string, string> = {
  'At most {{maxColumns}} columns can be imported': 'Au plus {{maxColumns}} colonnes peuvent être importées',
  'Choose at least one sheet': 'Choisissez au moins une feuille',
  'File too large: at most {{maxFileMb}} MB': 'Fichier trop volumineux : {{maxFileMb}} Mo au maximum',
  'Import cancelled': 'Importation annulée',
  'Import not found': 'Importation introuvable',
  'Invalid .xlsx file: {{msg}}': 'Fichier .xlsx non valide : {{msg}}',
  'Malformed CSV: {{Length}}': 'CSV mal formé : {{Length}}',
  "No file uploaded: send multipart/form-data with the field 'file'":
    "Aucun fichier envoyé : envoyez du multipart/form-data avec le champ 'file'",
  "Row {{rowNumber}}, column '{{cn}}': {{err}}": "Ligne {{rowNumber}}, colonne '{{cn}}' : {{err}}",
  "Send one file in the multipart field 'file'": "Envoyez un seul fichier dans le champ multipart 'file'",
  "Sheet '{{name}}' has {{width}} columns; at most {{maxColumns}} can be imported":
    "La feuille '{{name}}' a {{width}} colonnes ; au plus {{maxColumns}} peuvent être importées",
  'Sheet {{sheet}} is not in the upload': "La feuille {{sheet}} ne fait pas partie de l'envoi",
  "Table '{{tn}}' needs at least one column": "La table '{{tn}}' doit avoir au moins une colonne",
  'The file has {{row}} columns; at most {{maxColumns}} can be imported':
    'Le fichier a {{row}} colonnes ; au plus {{maxColumns}} peuvent être importées',
  'The file holds no rows': 'Le fichier ne contient aucune ligne',
  'The file is empty': 'Le fichier est vide',
  'The file is not a valid .{{kind}} file': "Le fichier n'est pas un fichier .{{kind}} valide",
  'The workbook cannot be read: {{err}}': 'Le classeur ne peut pas être lu : {{err}}',
  'Title is required': 'Le titre est obligatoire',
  'Title is too long': 'Le titre est trop long',
  'Unsupported column type': 'Type de colonne non pris en charge',
  'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file':
    'Type de fichier non pris en charge : envoyez un fichier .xlsx, .xls, .csv ou .tsv',
  'Upload not found': 'Envoi introuvable',
  'uploadId is required': 'uploadId est obligatoire',
};
