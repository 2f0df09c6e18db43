/** Finnish server messages. */
export const fi: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'":
    "Virheellinen arkisto: taulujen käyttösäännöt mainitsevat tuntemattoman taulun '{{tn}}'",
  'Rules are set for {{ACL_ROLES}}': 'Säännöt on asetettu rooleille {{ACL_ROLES}}',
  "Table '{{tn}}' not found": "Taulua '{{tn}}' ei löytynyt",
  'Table access rules are unavailable': 'Taulujen käyttösäännöt eivät ole käytettävissä',
  'Tables are hidden from {{ACL_ROLES}}': 'Taulut on piilotettu rooleilta {{ACL_ROLES}}',
  'read must be true or false': 'read-arvon on oltava true tai false',
};
