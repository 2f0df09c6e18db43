/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  'At most {{maxColumns}} columns can be imported': 'Chỉ có thể nhập tối đa {{maxColumns}} cột',
  'Choose at least one sheet': 'Chọn ít nhất một trang tính',
  'File too large: at most {{maxFileMb}} MB': 'Tệp quá lớn: tối đa {{maxFileMb}} MB',
  'Import cancelled': 'Đã hủy nhập',
  'Import not found': 'Không tìm thấy lần nhập',
  'Invalid .xlsx file: {{msg}}': 'Tệp .xlsx không hợp lệ: {{msg}}',
  'Malformed CSV: {{Length}}': 'CSV sai định dạng: {{Length}}',
  "No file uploaded: send multipart/form-data with the field 'file'": "Chưa tải tệp lên: hãy gửi multipart/form-data với trường 'file'",
  "Row {{rowNumber}}, column '{{cn}}': {{err}}": "Hàng {{rowNumber}}, cột '{{cn}}': {{err}}",
  "Send one file in the multipart field 'file'": "Hãy gửi một tệp trong trường multipart 'file'",
  "Sheet '{{name}}' has {{width}} columns; at most {{maxColumns}} can be imported":
    "Trang tính '{{name}}' có {{width}} cột; chỉ có thể nhập tối đa {{maxColumns}} cột",
  'Sheet {{sheet}} is not in the upload': 'Trang tính {{sheet}} không có trong tệp tải lên',
  "Table '{{tn}}' needs at least one column": "Bảng '{{tn}}' cần ít nhất một cột",
  'The file has {{row}} columns; at most {{maxColumns}} can be imported': 'Tệp có {{row}} cột; chỉ có thể nhập tối đa {{maxColumns}} cột',
  'The file holds no rows': 'Tệp không chứa hàng nào',
  'The file is empty': 'Tệp trống',
  'The file is not a valid .{{kind}} file': 'Tệp không phải là tệp .{{kind}} hợp lệ',
  'The workbook cannot be read: {{err}}': 'Không thể đọc sổ làm việc: {{err}}',
  'Title is required': 'Vui lòng nhập tiêu đề',
  'Title is too long': 'Tiêu đề quá dài',
  'Unsupported column type': 'Kiểu cột không được hỗ trợ',
  'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file':
    'Loại tệp không được hỗ trợ: hãy tải lên tệp .xlsx, .xls, .csv hoặc .tsv',
  'Upload not found': 'Không tìm thấy tệp tải lên',
  'uploadId is required': 'Vui lòng nhập uploadId',
};
