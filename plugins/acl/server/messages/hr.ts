/** Croatian server messages. */
export const hr: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'":
    "Neispravna arhiva: pravila pristupa tablicama navode nepoznatu tablicu '{{tn}}'",
  'Rules are set for {{ACL_ROLES}}': 'Pravila su postavljena za {{ACL_ROLES}}',
  "Table '{{tn}}' not found": "Tablica '{{tn}}' nije pronađena",
  'Table access rules are unavailable': 'Pravila pristupa tablicama nisu dostupna',
  'Tables are hidden from {{ACL_ROLES}}': 'Tablice su skrivene od {{ACL_ROLES}}',
  'read must be true or false': 'read mora biti true ili false',
};
