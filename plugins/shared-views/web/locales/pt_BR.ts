/** Brazilian Portuguese texts of the shared base page (namespace `shared-views`). */
export const pt_BR: Record<string, string> = {
  'base.protected': 'Esta base compartilhada é protegida por senha',
  'base.password': 'Senha',
  'base.open': 'Abrir a base',
  'base.passwordRequired': 'A senha é obrigatória',
  'base.invalidPassword': 'Senha incorreta',
  'base.title': 'Base compartilhada',
  'base.opening': 'Abrindo a base compartilhada…',
  'base.notFound': 'Base compartilhada não encontrada',
  'base.notFoundTitle': 'Base compartilhada não encontrada',
  'base.unsupported': 'Este app não consegue abrir bases compartilhadas',
  'base.signedIn': 'Você entrou como {{email}}. Abrir uma base compartilhada encerra sua sessão neste navegador.',
  'base.openAsVisitor': 'Sair e abrir a base compartilhada',
  home: 'Voltar à página inicial',
};
