/** Indonesian server messages. */
export const id: Record<string, string> = {
  'At most {{maxColumns}} columns can be imported': 'Paling banyak {{maxColumns}} kolom dapat diimpor',
  'Choose at least one sheet': 'Pilih setidaknya satu sheet',
  'File too large: at most {{maxFileMb}} MB': 'File terlalu besar: paling besar {{maxFileMb}} MB',
  'Import cancelled': 'Impor dibatalkan',
  'Import not found': 'Impor tidak ditemukan',
  'Invalid .xlsx file: {{msg}}': 'File .xlsx tidak valid: {{msg}}',
  'Malformed CSV: {{Length}}': 'CSV rusak: {{Length}}',
  "No file uploaded: send multipart/form-data with the field 'file'":
    "Tidak ada file yang diunggah: kirim multipart/form-data dengan bidang 'file'",
  "Row {{rowNumber}}, column '{{cn}}': {{err}}": "Baris {{rowNumber}}, kolom '{{cn}}': {{err}}",
  "Send one file in the multipart field 'file'": "Kirim satu file di bidang multipart 'file'",
  "Sheet '{{name}}' has {{width}} columns; at most {{maxColumns}} can be imported":
    "Sheet '{{name}}' memiliki {{width}} kolom; paling banyak {{maxColumns}} dapat diimpor",
  'Sheet {{sheet}} is not in the upload': 'Sheet {{sheet}} tidak ada dalam unggahan',
  "Table '{{tn}}' needs at least one column": "Tabel '{{tn}}' memerlukan setidaknya satu kolom",
  'The file has {{row}} columns; at most {{maxColumns}} can be imported':
    'File memiliki {{row}} kolom; paling banyak {{maxColumns}} dapat diimpor',
  'The file holds no rows': 'File tidak berisi baris',
  'The file is empty': 'File kosong',
  'The file is not a valid .{{kind}} file': 'File bukan file .{{kind}} yang valid',
  'The workbook cannot be read: {{err}}': 'Workbook tidak dapat dibaca: {{err}}',
  'Title is required': 'Judul wajib diisi',
  'Title is too long': 'Judul terlalu panjang',
  'Unsupported column type': 'Tipe kolom tidak didukung',
  'Unsupported file type: upload an .xlsx, .xls, .csv or .tsv file': 'Tipe file tidak didukung: unggah file .xlsx, .xls, .csv, atau .tsv',
  'Upload not found': 'Unggahan tidak ditemukan',
  'uploadId is required': 'uploadId wajib diisi',
};
