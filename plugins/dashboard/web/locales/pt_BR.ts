/** Brazilian Portuguese messages of the dashboard plugin (namespace `dashboard`). */
export const pt_BR: Record<string, string> = {
  'page.loading': 'Carregando o projeto…',
  'page.created': 'Projeto {{title}} criado: adicione uma tabela para começar.',
  'page.tree': 'Árvore do projeto',
  'page.tabs': 'Abas abertas',
  'page.resize': 'Redimensionar a árvore',

  'tree.tables': 'Tabelas',
  'tree.views': 'Visões',
  'tree.functions': 'Funções',
  'tree.procedures': 'Procedimentos',
  'tree.sequences': 'Sequências',
  'tree.database': 'Banco de dados {{dbAlias}}',
  'tree.loadFailed': 'Não foi possível carregar: {{msg}}',
  'tree.retry': 'Tentar novamente',
  'tree.settings': 'Configurações',
  'tree.noSettings': 'Nenhuma configuração de projeto instalada',
  'tree.previewAs': 'Visualizar como',
  'tree.previewing': 'Visualizando como {{role}}',
  'tree.previewRole': 'Visualizar como {{role}}',
  'tree.resetPreview': 'Encerrar visualização',
  'role.editor': 'Editor',
  'role.commenter': 'Comentarista',
  'role.viewer': 'Leitor',

  'empty.tables': 'Nenhuma tabela neste esquema',
  'empty.views': 'Nenhuma visão neste esquema',
  'empty.functions': 'Nenhuma função neste esquema',
  'empty.procedures': 'Nenhum procedimento neste esquema',
  'empty.sequences': 'Nenhuma sequência neste esquema',

  'limit.tabs': 'O plano gratuito é limitado a {{maxTabs}} abas; faça upgrade para ter abas ilimitadas',
  'limit.tables': 'Você só pode acessar {{maxTables}} tabelas',

  'tabs.close': 'Fechar {{name}}',
  'tabs.none': 'Abra uma tabela na árvore para começar.',
  'tabs.noViewer': 'Nenhum visualizador para este tipo de aba',
  'tabs.noViewerHint': 'Nenhum plugin instalado exibe abas do tipo “{{type}}”.',
  'tabs.failed': 'Não foi possível exibir esta aba: {{msg}}',

  // Environments (000 s.3, s.4).
  'tree.environments': 'Ambientes',
  'tree.activeEnv': 'Ambiente ativo',
  'env.changeTitle': 'Mudar o ambiente de trabalho para {{env}}?',
  'env.changeBody':
    'A API de dados, os metadados e as conexões do projeto usarão os bancos de dados de {{env}}. Você será desconectado e a página será recarregada.',
  'env.change': 'Mudar de ambiente',
  'env.changing': 'Mudando o ambiente para {{env}}…',
  'env.changingShort': 'Mudando…',
};
