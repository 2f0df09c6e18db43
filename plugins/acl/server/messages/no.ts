/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'":
    "Ugyldig arkiv: tilgangsreglene for tabeller nevner den ukjente tabellen '{{tn}}'",
  'Rules are set for {{ACL_ROLES}}': 'Det er satt regler for {{ACL_ROLES}}',
  "Table '{{tn}}' not found": "Fant ikke tabellen '{{tn}}'",
  'Table access rules are unavailable': 'Tilgangsregler for tabeller er ikke tilgjengelige',
  'Tables are hidden from {{ACL_ROLES}}': 'Tabeller er skjult for {{ACL_ROLES}}',
  'read must be true or false': 'read må være true eller false',
};
