/** Indonesian server messages. */
export const id: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'":
    "Arsip tidak valid: aturan akses tabel menyebut tabel yang tidak dikenal '{{tn}}'",
  'Rules are set for {{ACL_ROLES}}': 'Aturan ditetapkan untuk {{ACL_ROLES}}',
  "Table '{{tn}}' not found": "Tabel '{{tn}}' tidak ditemukan",
  'Table access rules are unavailable': 'Aturan akses tabel tidak tersedia',
  'Tables are hidden from {{ACL_ROLES}}': 'Tabel disembunyikan dari {{ACL_ROLES}}',
  'read must be true or false': 'read harus true atau false',
};
