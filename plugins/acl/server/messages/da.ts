/** Danish server messages. */
export const da: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'":
    "Ugyldigt arkiv: adgangsreglerne for tabeller nævner den ukendte tabel '{{tn}}'",
  'Rules are set for {{ACL_ROLES}}': 'Der er sat regler for {{ACL_ROLES}}',
  "Table '{{tn}}' not found": "Tabellen '{{tn}}' blev ikke fundet",
  'Table access rules are unavailable': 'Adgangsregler for tabeller er ikke tilgængelige',
  'Tables are hidden from {{ACL_ROLES}}': 'Tabeller er skjult for {{ACL_ROLES}}',
  'read must be true or false': 'read skal være true eller false',
};
