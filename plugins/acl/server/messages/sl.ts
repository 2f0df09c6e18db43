/** Slovenian server messages. */
export const sl: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'":
    "Neveljaven arhiv: pravila dostopa do tabel navajajo neznano tabelo '{{tn}}'",
  'Rules are set for {{ACL_ROLES}}': 'Pravila so nastavljena za {{ACL_ROLES}}',
  "Table '{{tn}}' not found": "Tabele '{{tn}}' ni mogoče najti",
  'Table access rules are unavailable': 'Pravila dostopa do tabel niso na voljo',
  'Tables are hidden from {{ACL_ROLES}}': 'Tabele so skrite pred {{ACL_ROLES}}',
  'read must be true or false': 'read mora biti true ali false',
};
