/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  "{{name}} must be 'true' or 'false'": "{{name}} deve ser 'true' ou 'false'",
  "'{{spec}}' is not an npm package name": "'{{spec}}' não é um nome de pacote npm",
  "'{{wanted}}' is not a version, range or tag": "'{{wanted}}' não é uma versão, intervalo nem tag",
  'Authentication is unavailable: the access-control plugin is not running':
    'A autenticação não está disponível: o plugin de controle de acesso não está em execução',
  'Bad request': 'Requisição inválida',
  'Connection Failure:': 'Falha na conexão:',
  'Connection was successful': 'Conexão bem-sucedida',
  "Cover column '{{coverColumn}}' is not an attachment column": "A coluna de capa '{{coverColumn}}' não é uma coluna de anexos",
  'File too large: at most {{maxFileMb}} MB per file': 'Arquivo grande demais: no máximo {{maxFileMb}} MB por arquivo',
  "Forbidden: this action needs the '{{permission}}' permission": "Proibido: esta ação precisa da permissão '{{permission}}'",
  'Installing plugins is turned off: the operator sets PLINTH_PLUGIN_INSTALL=1 to allow it':
    'A instalação de plugins está desligada: o operador define PLINTH_PLUGIN_INSTALL=1 para permiti-la',
  'Internal server error': 'Erro interno do servidor',
  'Invalid character in folder path': 'Caractere inválido no caminho da pasta',
  'Invalid database credentials': 'Credenciais do banco de dados inválidas',
  'Invalid input': 'Entrada inválida',
  "Invalid operation '{{q}}': expected sqlOp_{operation} or sqlOpPlus_{operation}":
    "Operação '{{q}}' inválida: esperado sqlOp_{operation} ou sqlOpPlus_{operation}",
  'Invalid upload: {{err}}': 'Upload inválido: {{err}}',
  'Missing operation: call /dashboard?q=sqlOp_{operation}': 'Operação ausente: chame /dashboard?q=sqlOp_{operation}',
  "No file uploaded: send multipart/form-data with the field 'files'":
    "Nenhum arquivo enviado: envie multipart/form-data com o campo 'files'",
  "No plugin is titled '{{title}}'": "Nenhum plugin tem o título '{{title}}'",
  'Not Found: GET {{path}}': 'Não encontrado: GET {{path}}',
  'Not Found: {{method}} {{path}}': 'Não encontrado: {{method}} {{path}}',
  'Not a socket.io request': 'Não é uma requisição socket.io',
  'Only the super admin can install or uninstall plugins': 'Só o superadministrador pode instalar ou desinstalar plugins',
  "Plugin '{{id}}' could not start: {{state}}": "O plugin '{{id}}' não conseguiu iniciar: {{state}}",
  "Plugin '{{id}}' has no settings": "O plugin '{{id}}' não tem configurações",
  "Plugin '{{id}}' has no settings test '{{name}}'": "O plugin '{{id}}' não tem o teste de configurações '{{name}}'",
  "Plugin '{{id}}' is built in: disable it instead": "O plugin '{{id}}' é embutido: desative-o em vez disso",
  "Plugin '{{id}}' is not running: enable it first": "O plugin '{{id}}' não está em execução: ative-o primeiro",
  "Plugin '{{id}}' provides access control and cannot be disabled at run time":
    "O plugin '{{id}}' fornece o controle de acesso e não pode ser desativado em tempo de execução",
  "Plugin '{{id}}' was uninstalled": "O plugin '{{id}}' foi desinstalado",
  "Plugin '{{pluginId}}' has no settings": "O plugin '{{pluginId}}' não tem configurações",
  'Request body is not valid JSON': 'O corpo da requisição não é um JSON válido',
  'Request body is too large': 'O corpo da requisição é grande demais',
  'Request body must be a JSON object': 'O corpo da requisição deve ser um objeto JSON',
  "Send a .tgz in the multipart field 'file', or { npm: 'package-name' }":
    "Envie um .tgz no campo multipart 'file', ou { npm: 'package-name' }",
  "Send the plugin package (.tgz) in the multipart field 'file'": "Envie o pacote do plugin (.tgz) no campo multipart 'file'",
  'Settings must be a JSON object': 'As configurações devem ser um objeto JSON',
  "Stored settings of plugin '{{pluginId}}' are not valid JSON": "As configurações salvas do plugin '{{pluginId}}' não são um JSON válido",
  "The 'json' part is not valid JSON": "A parte 'json' não é um JSON válido",
  "The 'json' part must be a JSON string": "A parte 'json' deve ser uma string JSON",
  "The npm registry answered {{status}} for '{{name}}'": "O registro do npm respondeu {{status}} para '{{name}}'",
  'The npm registry answered {{status}} for the tarball of {{name}}@{{version}}':
    'O registro do npm respondeu {{status}} para o tarball de {{name}}@{{version}}',
  "The npm registry has no package '{{name}}'": "O registro do npm não tem o pacote '{{name}}'",
  "The npm registry has no version of '{{name}}' matching '{{wanted}}'":
    "O registro do npm não tem versão de '{{name}}' que corresponda a '{{wanted}}'",
  "The npm registry's answer for '{{name}}' is not JSON": "A resposta do registro do npm para '{{name}}' não é JSON",
  "The package {{what}} does not match the registry's integrity hash":
    'O pacote {{what}} não corresponde ao hash de integridade do registro',
  "The package {{what}} does not match the registry's shasum": 'O pacote {{what}} não corresponde ao shasum do registro',
  'The plugin package is larger than {{uploadBytes}} MB': 'O pacote do plugin tem mais de {{uploadBytes}} MB',
  "The plugin package was refused: it needs plugin '{{missing}}', which is not running":
    "O pacote do plugin foi recusado: ele precisa do plugin '{{missing}}', que não está em execução",
  "The plugin package was refused: the entry '{{path}}' leaves the package":
    "O pacote do plugin foi recusado: a entrada '{{path}}' sai do pacote",
  'The plugin package was refused: {{err}}': 'O pacote do plugin foi recusado: {{err}}',
  'The plugin package was refused: {{loadError}}': 'O pacote do plugin foi recusado: {{loadError}}',
  'The plugin package was refused: {{msg}}': 'O pacote do plugin foi recusado: {{msg}}',
  'The registry gives no integrity hash for {{what}}': 'O registro não informa hash de integridade para {{what}}',
  'This SQLite file is not in a folder the server allows for external databases':
    'Este arquivo SQLite não está em uma pasta que o servidor permite para bancos de dados externos',
  'Unable to connect to database, please check your database is up':
    'Não foi possível conectar ao banco de dados; verifique se ele está no ar',
  "Unknown column '{{key}}'": "Coluna '{{key}}' desconhecida",
  "Unknown operation '{{name}}'": "Operação '{{name}}' desconhecida",
  "Unknown plugin '{{id}}'": "Plugin '{{id}}' desconhecido",
  "Unknown plugin action '{{action}}': use enable or disable": "Ação de plugin '{{action}}' desconhecida: use enable ou disable",
  "Upload at most {{maxFiles}} files, in the multipart field 'files'": "Envie no máximo {{maxFiles}} arquivos, no campo multipart 'files'",
  'Upload rejected: {{e}}': 'Upload recusado: {{e}}',
  'User does not exist or have sufficient permission to create schema':
    'O usuário não existe ou não tem permissão suficiente para criar o esquema',
  'an npm package name': 'um nome de pacote npm',
  'lower-case letters, digits and dashes, starting with a letter': 'letras minúsculas, dígitos e hifens, começando por uma letra',
  'plugin ids': 'ids de plugin',
  'title is required': 'title é obrigatório',
  '{{err}}: uninstall or disable it first': '{{err}}: desinstale-o ou desative-o primeiro',
  "The plugin package was refused: a plugin with id '{{id}}' is already installed: uninstall it first":
    "O pacote do plugin foi recusado: um plugin com o id '{{id}}' já está instalado: desinstale-o primeiro",
  "The plugin package was refused: a plugin with id '{{id}}' is built in":
    "O pacote do plugin foi recusado: um plugin com o id '{{id}}' é nativo",
};
