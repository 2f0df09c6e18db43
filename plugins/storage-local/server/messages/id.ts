/** Indonesian server messages. */
export const id: Record<string, string> = {
  'At most 1000 paths at once': 'Paling banyak 1000 path sekaligus',
  'File deleted': 'File dihapus',
  'File not found': 'File tidak ditemukan',
  'File too large: at most {{max}} MB per file': 'File terlalu besar: paling besar {{max}} MB per file',
  'Invalid file name': 'Nama file tidak valid',
  'Invalid or expired file token': 'Token file tidak valid atau kedaluwarsa',
  'Invalid project id': 'ID proyek tidak valid',
  'No file content': 'Tidak ada isi file',
  'paths must be a list of stored file names': 'paths harus berupa daftar nama file yang tersimpan',
  'paths must not be empty': 'paths tidak boleh kosong',
};
