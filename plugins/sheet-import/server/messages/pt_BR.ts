/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  'At most {{maxColumns}} columns can be imported': 'No máximo {{maxColumns}} colunas podem ser importadas',
  'Choose at least one sheet': 'Escolha pelo menos uma planilha',
  'File too large: at most {{maxFileMb}} MB': 'Arquivo grande demais: no máximo {{maxFileMb}} MB',
  'Import cancelled': 'Importação cancelada',
  'Import not found': 'Importação não encontrada',
  'Invalid .xlsx file: {{msg}}': 'Arquivo .xlsx inválido: {{msg}}',
  'Malformed CSV: {{Length}}': 'CSV malformado: {{Length}}',
  "No file uploaded: send multipart/form-data with the field 'file'":
    "Nenhum arquivo enviado: envie multipart/form-data com o campo 'file'",
  "Row {{rowNumber}}, column '{{cn}}': {{err}}": "Linha {{rowNumber}}, coluna '{{cn}}': {{err}}",
  "Send one file in the multipart field 'file'": "Envie um único arquivo no campo multipart 'file'",
  "Sheet '{{name}}' has {{width}} columns; at most {{maxColumns}} can be imported":
    "A planilha '{{name}}' tem {{width}} colunas; no máximo {{maxColumns}} podem ser importadas",
  'Sheet {{sheet}} is not in the upload': 'A planilha {{sheet}} não está no envio',
  "Table '{{tn}}' needs at least one column": "A tabela '{{tn}}' precisa de pelo menos uma coluna",
  'The file has {{row}} columns; at most {{maxColumns}} can be imported':
    'O arquivo tem {{row}} colunas; no máximo {{maxColumns}} podem ser importadas',
  'The file holds no rows': 'O arquivo não contém linhas',
  'The file is empty': 'O arquivo está vazio',
  'The file is not a valid .{{kind}} file': 'O arquivo não é um arquivo .{{kind}} válido',
  'The workbook cannot be read: {{err}}': 'Não foi possível ler a pasta de trabalho: {{err}}',
  'Title is required': 'O título é obrigatório',
  'Title is too long': 'O título é longo demais',
  'Unsupported column type': 'Tipo de coluna não suportado',
  'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file':
    'Tipo de arquivo não suportado: envie um arquivo .xlsx, .xls, .csv ou .tsv',
  'Upload not found': 'Envio não encontrado',
  'uploadId is required': 'uploadId é obrigatório',
};
