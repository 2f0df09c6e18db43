/** Indonesian server messages. */
export const id: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    "'{{_tn}}' berisi tautan many-to-many: pilih tabel yang ditautkannya; tautannya ditambahkan bersama barisnya",
  "'{{_tn}}' is a view: only tables get sample rows": "'{{_tn}}' adalah view: hanya tabel yang mendapat baris contoh",
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    "1 baris '{{_tn}}' yang tidak ditambahkan sebagai data contoh merujuk ke baris contoh '{{_tn2}}': hapus baris itu atau arahkan ke tempat lain terlebih dahulu; tidak ada yang dihapus",
  'A table is chosen twice': 'Sebuah tabel dipilih dua kali',
  'Args must be an object': 'Args harus berupa objek',
  'At most 500 tables': 'Paling banyak 500 tabel',
  'Choose at least one table': 'Pilih setidaknya satu tabel',
  'Locale must be one of {{SEED_LOCALES}}': 'Bahasa harus salah satu dari {{SEED_LOCALES}}',
  'No sample data settings yet: choose the tables and rows first':
    'Belum ada pengaturan data contoh: pilih tabel dan baris terlebih dahulu',
  'Sample data is already being added to this project': 'Data contoh sedang ditambahkan ke proyek ini',
  'Sample data is being added: stop it first': 'Data contoh sedang ditambahkan: hentikan terlebih dahulu',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ": "Baris contoh '{{_tn}}' dirujuk oleh baris lain ({{err}}): ",
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again":
    "Tabel '{{_tn}}' tidak memiliki kunci utama: baris contoh tidak dapat dihapus lagi",
  "Table '{{_tn}}' is disabled in Meta Management": "Tabel '{{_tn}}' dinonaktifkan di Manajemen Meta",
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    "Tabel '{{_tn}}' memerlukan baris di '{{rtn}}': tambahkan juga baris contoh ke '{{rtn2}}'",
  "Table '{{tn}}' is chosen twice": "Tabel '{{tn}}' dipilih dua kali",
  "Table '{{tn}}' not found": "Tabel '{{tn}}' tidak ditemukan",
  'Table name is too long': 'Nama tabel terlalu panjang',
  'Table name required': 'Nama tabel wajib diisi',
  'Tables must be a list of { tn, rows }': 'Tabel harus berupa daftar { tn, rows }',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    'Tabel {{names}} saling merujuk melalui kunci wajib: tidak ada urutan yang dapat mengisinya',
  'project_id is required': 'project_id wajib diisi',
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    "{{rows}} baris '{{_tn}}' yang tidak ditambahkan sebagai data contoh merujuk ke baris contoh '{{_tn2}}': hapus baris-baris itu atau arahkan ke tempat lain terlebih dahulu; tidak ada yang dihapus",
  '{{total}} sample rows removed': '{{total}} baris contoh dihapus',
};
