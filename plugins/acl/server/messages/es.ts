/** Spanish server messages. */
export const es: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'":
    "Archivo no válido: las reglas de acceso a tablas nombran la tabla desconocida '{{tn}}'",
  'Rules are set for {{ACL_ROLES}}': 'Reglas establecidas para {{ACL_ROLES}}',
  "Table '{{tn}}' not found": "No se encontró la tabla '{{tn}}'",
  'Table access rules are unavailable': 'Las reglas de acceso a tablas no están disponibles',
  'Tables are hidden from {{ACL_ROLES}}': 'Tablas ocultas para {{ACL_ROLES}}',
  'read must be true or false': 'read debe ser true o false',
};
