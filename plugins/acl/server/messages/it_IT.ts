/** Italian server messages. */
export const it_IT: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'":
    "Archivio non valido: le regole di accesso alle tabelle nominano la tabella sconosciuta '{{tn}}'",
  'Rules are set for {{ACL_ROLES}}': 'Regole impostate per {{ACL_ROLES}}',
  "Table '{{tn}}' not found": "Tabella '{{tn}}' non trovata",
  'Table access rules are unavailable': 'Le regole di accesso alle tabelle non sono disponibili',
  'Tables are hidden from {{ACL_ROLES}}': 'Le tabelle sono nascoste a {{ACL_ROLES}}',
  'read must be true or false': 'read deve essere true o false',
};
