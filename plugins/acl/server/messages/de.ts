/** German server messages. */
export const de: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'":
    "Ungültiges Archiv: Tabellen-Zugriffsregeln nennen die unbekannte Tabelle '{{tn}}'",
  'Rules are set for {{ACL_ROLES}}': 'Regeln sind festgelegt für {{ACL_ROLES}}',
  "Table '{{tn}}' not found": "Tabelle '{{tn}}' nicht gefunden",
  'Table access rules are unavailable': 'Tabellen-Zugriffsregeln sind nicht verfügbar',
  'Tables are hidden from {{ACL_ROLES}}': 'Tabellen sind verborgen für {{ACL_ROLES}}',
  'read must be true or false': 'read muss true oder false sein',
};
