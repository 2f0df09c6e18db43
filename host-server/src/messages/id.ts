/** Indonesian server messages. */
export const id: Record<string, string> = {
  "{{name}} must be 'true' or 'false'": "{{name}} harus 'true' atau 'false'",
  "'{{spec}}' is not an npm package name": "'{{spec}}' bukan nama paket npm",
  "'{{wanted}}' is not a version, range or tag": "'{{wanted}}' bukan versi, rentang, atau tag",
  'Authentication is unavailable: the access-control plugin is not running':
    'Autentikasi tidak tersedia: plugin kontrol akses tidak berjalan',
  'Bad request': 'Permintaan tidak valid',
  'Connection Failure:': 'Koneksi gagal:',
  'Connection was successful': 'Koneksi berhasil',
  "Cover column '{{coverColumn}}' is not an attachment column": "Kolom sampul '{{coverColumn}}' bukan kolom lampiran",
  'File too large: at most {{maxFileMb}} MB per file': 'File terlalu besar: paling besar {{maxFileMb}} MB per file',
  "Forbidden: this action needs the '{{permission}}' permission": "Dilarang: tindakan ini memerlukan izin '{{permission}}'",
  'Installing plugins is turned off: the operator sets PLINTH_PLUGIN_INSTALL=1 to allow it':
    'Pemasangan plugin dinonaktifkan: operator mengatur PLINTH_PLUGIN_INSTALL=1 untuk mengizinkannya',
  'Internal server error': 'Kesalahan server internal',
  'Invalid character in folder path': 'Karakter tidak valid di path folder',
  'Invalid database credentials': 'Kredensial database tidak valid',
  'Invalid input': 'Masukan tidak valid',
  "Invalid operation '{{q}}': expected sqlOp_{operation} or sqlOpPlus_{operation}":
    "Operasi '{{q}}' tidak valid: diharapkan sqlOp_{operation} atau sqlOpPlus_{operation}",
  'Invalid upload: {{err}}': 'Unggahan tidak valid: {{err}}',
  'Missing operation: call /dashboard?q=sqlOp_{operation}': 'Operasi tidak ada: panggil /dashboard?q=sqlOp_{operation}',
  "No file uploaded: send multipart/form-data with the field 'files'":
    "Tidak ada file yang diunggah: kirim multipart/form-data dengan bidang 'files'",
  "No plugin is titled '{{title}}'": "Tidak ada plugin berjudul '{{title}}'",
  'Not Found: GET {{path}}': 'Tidak ditemukan: GET {{path}}',
  'Not Found: {{method}} {{path}}': 'Tidak ditemukan: {{method}} {{path}}',
  'Not a socket.io request': 'Bukan permintaan socket.io',
  'Only the super admin can install or uninstall plugins': 'Hanya super admin yang dapat memasang atau mencopot plugin',
  "Plugin '{{id}}' could not start: {{state}}": "Plugin '{{id}}' tidak dapat dimulai: {{state}}",
  "Plugin '{{id}}' has no settings": "Plugin '{{id}}' tidak memiliki pengaturan",
  "Plugin '{{id}}' has no settings test '{{name}}'": "Plugin '{{id}}' tidak memiliki uji pengaturan '{{name}}'",
  "Plugin '{{id}}' is built in: disable it instead": "Plugin '{{id}}' bawaan: nonaktifkan saja",
  "Plugin '{{id}}' is not running: enable it first": "Plugin '{{id}}' tidak berjalan: aktifkan terlebih dahulu",
  "Plugin '{{id}}' provides access control and cannot be disabled at run time":
    "Plugin '{{id}}' menyediakan kontrol akses dan tidak dapat dinonaktifkan saat berjalan",
  "Plugin '{{id}}' was uninstalled": "Plugin '{{id}}' telah dicopot",
  "Plugin '{{pluginId}}' has no settings": "Plugin '{{pluginId}}' tidak memiliki pengaturan",
  'Request body is not valid JSON': 'Body permintaan bukan JSON yang valid',
  'Request body is too large': 'Body permintaan terlalu besar',
  'Request body must be a JSON object': 'Body permintaan harus berupa objek JSON',
  "Send a .tgz in the multipart field 'file', or { npm: 'package-name' }":
    "Kirim .tgz di bidang multipart 'file', atau { npm: 'package-name' }",
  "Send the plugin package (.tgz) in the multipart field 'file'": "Kirim paket plugin (.tgz) di bidang multipart 'file'",
  'Settings must be a JSON object': 'Pengaturan harus berupa objek JSON',
  "Stored settings of plugin '{{pluginId}}' are not valid JSON": "Pengaturan tersimpan plugin '{{pluginId}}' bukan JSON yang valid",
  "The 'json' part is not valid JSON": "Bagian 'json' bukan JSON yang valid",
  "The 'json' part must be a JSON string": "Bagian 'json' harus berupa string JSON",
  "The npm registry answered {{status}} for '{{name}}'": "Registry npm menjawab {{status}} untuk '{{name}}'",
  'The npm registry answered {{status}} for the tarball of {{name}}@{{version}}':
    'Registry npm menjawab {{status}} untuk tarball {{name}}@{{version}}',
  "The npm registry has no package '{{name}}'": "Registry npm tidak memiliki paket '{{name}}'",
  "The npm registry has no version of '{{name}}' matching '{{wanted}}'":
    "Registry npm tidak memiliki versi '{{name}}' yang cocok dengan '{{wanted}}'",
  "The npm registry's answer for '{{name}}' is not JSON": "Jawaban registry npm untuk '{{name}}' bukan JSON",
  "The package {{what}} does not match the registry's integrity hash": 'Paket {{what}} tidak cocok dengan hash integritas registry',
  "The package {{what}} does not match the registry's shasum": 'Paket {{what}} tidak cocok dengan shasum registry',
  'The plugin package is larger than {{uploadBytes}} MB': 'Paket plugin lebih besar dari {{uploadBytes}} MB',
  "The plugin package was refused: it needs plugin '{{missing}}', which is not running":
    "Paket plugin ditolak: paket ini memerlukan plugin '{{missing}}', yang tidak berjalan",
  "The plugin package was refused: the entry '{{path}}' leaves the package": "Paket plugin ditolak: entri '{{path}}' keluar dari paket",
  'The plugin package was refused: {{err}}': 'Paket plugin ditolak: {{err}}',
  'The plugin package was refused: {{loadError}}': 'Paket plugin ditolak: {{loadError}}',
  'The plugin package was refused: {{msg}}': 'Paket plugin ditolak: {{msg}}',
  'The registry gives no integrity hash for {{what}}': 'Registry tidak memberikan hash integritas untuk {{what}}',
  'This SQLite file is not in a folder the server allows for external databases':
    'File SQLite ini tidak berada di folder yang diizinkan server untuk database eksternal',
  'Unable to connect to database, please check your database is up':
    'Tidak dapat terhubung ke database, periksa apakah database Anda berjalan',
  "Unknown column '{{key}}'": "Kolom tidak dikenal '{{key}}'",
  "Unknown operation '{{name}}'": "Operasi tidak dikenal '{{name}}'",
  "Unknown plugin '{{id}}'": "Plugin tidak dikenal '{{id}}'",
  "Unknown plugin action '{{action}}': use enable or disable": "Tindakan plugin tidak dikenal '{{action}}': gunakan enable atau disable",
  "Upload at most {{maxFiles}} files, in the multipart field 'files'":
    "Unggah paling banyak {{maxFiles}} file, di bidang multipart 'files'",
  'Upload rejected: {{e}}': 'Unggahan ditolak: {{e}}',
  'User does not exist or have sufficient permission to create schema':
    'Pengguna tidak ada atau tidak memiliki izin yang cukup untuk membuat skema',
  'an npm package name': 'nama paket npm',
  'lower-case letters, digits and dashes, starting with a letter': 'huruf kecil, angka, dan tanda hubung, diawali dengan huruf',
  'plugin ids': 'ID plugin',
  'title is required': 'title wajib diisi',
  '{{err}}: uninstall or disable it first': '{{err}}: copot atau nonaktifkan terlebih dahulu',
  "The plugin package was refused: a plugin with id '{{id}}' is already installed: uninstall it first":
    "Paket plugin ditolak: plugin dengan id '{{id}}' sudah terpasang: copot dulu",
  "The plugin package was refused: a plugin with id '{{id}}' is built in": "Paket plugin ditolak: plugin dengan id '{{id}}' adalah bawaan",
};
