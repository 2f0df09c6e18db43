/** Spanish server messages. */
export const es: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    "'{{_tn}}' contiene vínculos de muchos a muchos: elige las tablas que vincula; sus vínculos se añaden con sus filas",
  "'{{_tn}}' is a view: only tables get sample rows": "'{{_tn}}' es una vista: solo las tablas reciben filas de ejemplo",
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    "1 fila de '{{_tn}}' que no se añadió como dato de ejemplo hace referencia a filas de ejemplo de '{{_tn2}}': elimínala o haz que apunte a otra parte primero; no se ha quitado nada",
  'A table is chosen twice': 'Una tabla está elegida dos veces',
  'Args must be an object': 'Los argumentos deben ser un objeto',
  'At most 500 tables': 'Como máximo 500 tablas',
  'Choose at least one table': 'Elige al menos una tabla',
  'Locale must be one of {{SEED_LOCALES}}': 'El idioma debe ser uno de {{SEED_LOCALES}}',
  'No sample data settings yet: choose the tables and rows first':
    'Aún no hay configuración de datos de ejemplo: elige primero las tablas y las filas',
  'Sample data is already being added to this project': 'Ya se están añadiendo datos de ejemplo a este proyecto',
  'Sample data is being added: stop it first': 'Se están añadiendo datos de ejemplo: detén primero el proceso',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ":
    "Otras filas hacen referencia a filas de ejemplo de '{{_tn}}' ({{err}}): ",
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again":
    "La tabla '{{_tn}}' no tiene clave primaria: no se pudieron volver a quitar las filas de ejemplo",
  "Table '{{_tn}}' is disabled in Meta Management": "La tabla '{{_tn}}' está desactivada en la gestión de metadatos",
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    "La tabla '{{_tn}}' necesita filas en '{{rtn}}': añade también filas de ejemplo a '{{rtn2}}'",
  "Table '{{tn}}' is chosen twice": "La tabla '{{tn}}' está elegida dos veces",
  "Table '{{tn}}' not found": "No se encontró la tabla '{{tn}}'",
  'Table name is too long': 'El nombre de la tabla es demasiado largo',
  'Table name required': 'Se requiere el nombre de la tabla',
  'Tables must be a list of { tn, rows }': 'Las tablas deben ser una lista de { tn, rows }',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    'Las tablas {{names}} se refieren entre sí mediante claves obligatorias: ningún orden permite rellenarlas',
  'project_id is required': 'project_id es obligatorio',
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    "{{rows}} filas de '{{_tn}}' que no se añadieron como datos de ejemplo hacen referencia a filas de ejemplo de '{{_tn2}}': elimínalas o haz que apunten a otra parte primero; no se ha quitado nada",
  '{{total}} sample rows removed': '{{total}} filas de ejemplo quitadas',
};
