/** French server messages. */
export const fr: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'":
    "Archive non valide : les règles d'accès aux tables nomment la table inconnue '{{tn}}'",
  'Rules are set for {{ACL_ROLES}}': 'Règles définies pour {{ACL_ROLES}}',
  "Table '{{tn}}' not found": "Table '{{tn}}' introuvable",
  'Table access rules are unavailable': "Les règles d'accès aux tables ne sont pas disponibles",
  'Tables are hidden from {{ACL_ROLES}}': 'Tables masquées pour {{ACL_ROLES}}',
  'read must be true or false': 'read doit valoir true ou false',
};
