/** Swedish server messages. */
export const sv: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'":
    "Ogiltigt arkiv: regler för tabellåtkomst anger den okända tabellen '{{tn}}'",
  'Rules are set for {{ACL_ROLES}}': 'Regler är satta för {{ACL_ROLES}}',
  "Table '{{tn}}' not found": "Tabellen '{{tn}}' hittades inte",
  'Table access rules are unavailable': 'Regler för tabellåtkomst är inte tillgängliga',
  'Tables are hidden from {{ACL_ROLES}}': 'Tabeller är dolda för {{ACL_ROLES}}',
  'read must be true or false': 'read måste vara true eller false',
};
