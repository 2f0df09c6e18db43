/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'":
    "Arquivo inválido: as regras de acesso a tabelas citam a tabela desconhecida '{{tn}}'",
  'Rules are set for {{ACL_ROLES}}': 'Regras definidas para {{ACL_ROLES}}',
  "Table '{{tn}}' not found": "Tabela '{{tn}}' não encontrada",
  'Table access rules are unavailable': 'As regras de acesso a tabelas não estão disponíveis',
  'Tables are hidden from {{ACL_ROLES}}': 'Tabelas ocultas para {{ACL_ROLES}}',
  'read must be true or false': 'read deve ser true ou false',
};
