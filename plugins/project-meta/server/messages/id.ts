/** Indonesian server messages. */
export const id: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    'Arsip ini ditulis oleh Plinth yang lebih baru (versi di atas {{DOCUMENT_VERSION}})',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    "Baris '{{tn}}' tidak dapat diimpor (baris {{i}} sampai {{Math}}): {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    "Arsip tidak valid: relasi menyebut tabel yang tidak ada di dalamnya ('{{tn}}' -> '{{rtn}}')",
  'Invalid archive: no {{DOCUMENT_NAME}}': 'Arsip tidak valid: tidak ada {{DOCUMENT_NAME}}',
  'Invalid archive: no {{name}}': 'Arsip tidak valid: tidak ada {{name}}',
  'Invalid archive: not a zip file or a JSON document': 'Arsip tidak valid: bukan file zip atau dokumen JSON',
  'Invalid archive: {{msg}}': 'Arsip tidak valid: {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'":
    "Arsip tidak valid: {{name}} memiliki kolom yang tidak dikenal '{{unknown}}'",
  'Invalid archive: {{name}} is not JSON': 'Arsip tidak valid: {{name}} bukan JSON',
  'Invalid archive: {{name}} names a table the archive does not make':
    'Arsip tidak valid: {{name}} menyebut tabel yang tidak dibuat oleh arsip',
  'Invalid archive: {{name}} repeats a column': 'Arsip tidak valid: {{name}} mengulang sebuah kolom',
  'Invalid archive: {{name}}: {{err}}': 'Arsip tidak valid: {{name}}: {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': 'Bukan dokumen {{DOCUMENT_FORMAT}}',
  'Send the exported zip or JSON file as the request body': 'Kirim file zip atau JSON hasil ekspor sebagai body permintaan',
};
