/** Korean server messages. */
export const ko: Record<string, string> = {
  'At most {{maxColumns}} columns can be imported': '열은 최대 {{maxColumns}}개까지 가져올 수 있습니다',
  'Choose at least one sheet': '시트를 하나 이상 선택하세요',
  'File too large: at most {{maxFileMb}} MB': '파일이 너무 큽니다: 최대 {{maxFileMb}} MB입니다',
  'Import cancelled': '가져오기를 취소했습니다',
  'Import not found': '가져오기를 찾을 수 없습니다',
  'Invalid .xlsx file: {{msg}}': '잘못된 .xlsx 파일: {{msg}}',
  'Malformed CSV: {{Length}}': '잘못된 CSV 형식: {{Length}}',
  "No file uploaded: send multipart/form-data with the field 'file'":
    "업로드된 파일이 없습니다: 'file' 필드로 multipart/form-data를 보내세요",
  "Row {{rowNumber}}, column '{{cn}}': {{err}}": '{{rowNumber}}행, ‘{{cn}}’ 열: {{err}}',
  "Send one file in the multipart field 'file'": "multipart 필드 'file'로 파일 하나를 보내세요",
  "Sheet '{{name}}' has {{width}} columns; at most {{maxColumns}} can be imported":
    '시트 ‘{{name}}’의 열은 {{width}}개입니다. 최대 {{maxColumns}}개까지 가져올 수 있습니다',
  'Sheet {{sheet}} is not in the upload': '업로드에 시트 {{sheet}}이(가) 없습니다',
  "Table '{{tn}}' needs at least one column": '테이블 ‘{{tn}}’에는 열이 하나 이상 필요합니다',
  'The file has {{row}} columns; at most {{maxColumns}} can be imported':
    '파일의 열은 {{row}}개입니다. 최대 {{maxColumns}}개까지 가져올 수 있습니다',
  'The file holds no rows': '파일에 행이 없습니다',
  'The file is empty': '파일이 비어 있습니다',
  'The file is not a valid .{{kind}} file': '올바른 .{{kind}} 파일이 아닙니다',
  'The workbook cannot be read: {{err}}': '통합 문서를 읽을 수 없습니다: {{err}}',
  'Title is required': '제목은 필수입니다',
  'Title is too long': '제목이 너무 깁니다',
  'Unsupported column type': '지원하지 않는 열 유형입니다',
  'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file':
    '지원하지 않는 파일 형식입니다: .xlsx, .xls, .csv 또는 .tsv 파일을 업로드하세요',
  'Upload not found': '업로드를 찾을 수 없습니다',
  'uploadId is required': 'uploadId는 필수입니다',
};
