/** Indonesian server messages. */
export const id: Record<string, string> = {
  'A file is at most 1,000,000 characters': 'File paling panjang 1.000.000 karakter',
  'A file name cannot hold slashes or control characters': 'Nama file tidak boleh berisi garis miring atau karakter kontrol',
  'A file name is at most 128 characters': 'Nama file paling panjang 128 karakter',
  'A file name is required': 'Nama file wajib diisi',
  'A query is at most {{maxQueryChars}} characters': 'Kueri paling panjang {{maxQueryChars}} karakter',
  'At most {{maxStatements}} statements run at once': 'Paling banyak {{maxStatements}} pernyataan dijalankan sekaligus',
  'No such SQL file': 'File SQL tidak ada',
  'SQL file deleted': 'File SQL dihapus',
  'The SQL editor is not available for {{displayName}} yet': 'Editor SQL belum tersedia untuk {{displayName}}',
  'There is no statement to run': 'Tidak ada pernyataan untuk dijalankan',
  'project_id is required': 'project_id wajib diisi',
  'query is required': 'query wajib diisi',
};
