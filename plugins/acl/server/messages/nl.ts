/** Dutch server messages. */
export const nl: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'":
    "Ongeldig archief: regels voor tabeltoegang noemen de onbekende tabel '{{tn}}'",
  'Rules are set for {{ACL_ROLES}}': 'Er zijn regels ingesteld voor {{ACL_ROLES}}',
  "Table '{{tn}}' not found": "Tabel '{{tn}}' niet gevonden",
  'Table access rules are unavailable': 'Regels voor tabeltoegang zijn niet beschikbaar',
  'Tables are hidden from {{ACL_ROLES}}': 'Tabellen zijn verborgen voor {{ACL_ROLES}}',
  'read must be true or false': 'read moet true of false zijn',
};
