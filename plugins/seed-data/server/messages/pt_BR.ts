/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    "'{{_tn}}' contém vínculos muitos-para-muitos: escolha as tabelas que ela vincula; os vínculos são adicionados com as linhas delas",
  "'{{_tn}}' is a view: only tables get sample rows": "'{{_tn}}' é uma view: só tabelas recebem linhas de exemplo",
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    "1 linha de '{{_tn}}' que não foi adicionada como dado de exemplo referencia linhas de exemplo de '{{_tn2}}': exclua-a ou aponte-a para outro lugar primeiro; nada foi removido",
  'A table is chosen twice': 'Uma tabela foi escolhida duas vezes',
  'Args must be an object': 'Os argumentos devem ser um objeto',
  'At most 500 tables': 'No máximo 500 tabelas',
  'Choose at least one table': 'Escolha pelo menos uma tabela',
  'Locale must be one of {{SEED_LOCALES}}': 'O idioma deve ser um de {{SEED_LOCALES}}',
  'No sample data settings yet: choose the tables and rows first':
    'Ainda não há configurações de dados de exemplo: escolha primeiro as tabelas e as linhas',
  'Sample data is already being added to this project': 'Dados de exemplo já estão sendo adicionados a este projeto',
  'Sample data is being added: stop it first': 'Dados de exemplo estão sendo adicionados: interrompa primeiro',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ":
    "Linhas de exemplo de '{{_tn}}' são referenciadas por outras linhas ({{err}}): ",
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again":
    "A tabela '{{_tn}}' não tem chave primária: não foi possível remover de novo as linhas de exemplo",
  "Table '{{_tn}}' is disabled in Meta Management": "A tabela '{{_tn}}' está desativada no gerenciamento de metadados",
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    "A tabela '{{_tn}}' precisa de linhas em '{{rtn}}': adicione também linhas de exemplo a '{{rtn2}}'",
  "Table '{{tn}}' is chosen twice": "A tabela '{{tn}}' foi escolhida duas vezes",
  "Table '{{tn}}' not found": "Tabela '{{tn}}' não encontrada",
  'Table name is too long': 'O nome da tabela é longo demais',
  'Table name required': 'Nome da tabela obrigatório',
  'Tables must be a list of { tn, rows }': 'As tabelas devem ser uma lista de { tn, rows }',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    'As tabelas {{names}} se referenciam por chaves obrigatórias: nenhuma ordem consegue preenchê-las',
  'project_id is required': 'project_id é obrigatório',
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    "{{rows}} linhas de '{{_tn}}' que não foram adicionadas como dados de exemplo referenciam linhas de exemplo de '{{_tn2}}': exclua-as ou aponte-as para outro lugar primeiro; nada foi removido",
  '{{total}} sample rows removed': '{{total}} linhas de exemplo removidas',
};
