/** Brazilian Portuguese server messages. */
export const pt_BR: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    'Uma versão mais nova do Plinth gravou este arquivo (versão acima de {{DOCUMENT_VERSION}})',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    "Não foi possível importar as linhas de '{{tn}}' (linhas {{i}} a {{Math}}): {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    "Arquivo inválido: uma relação cita uma tabela que ele não contém ('{{tn}}' -> '{{rtn}}')",
  'Invalid archive: no {{DOCUMENT_NAME}}': 'Arquivo inválido: falta {{DOCUMENT_NAME}}',
  'Invalid archive: no {{name}}': 'Arquivo inválido: falta {{name}}',
  'Invalid archive: not a zip file or a JSON document': 'Arquivo inválido: não é um arquivo zip nem um documento JSON',
  'Invalid archive: {{msg}}': 'Arquivo inválido: {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'": "Arquivo inválido: {{name}} tem a coluna desconhecida '{{unknown}}'",
  'Invalid archive: {{name}} is not JSON': 'Arquivo inválido: {{name}} não é JSON',
  'Invalid archive: {{name}} names a table the archive does not make': 'Arquivo inválido: {{name}} cita uma tabela que o arquivo não cria',
  'Invalid archive: {{name}} repeats a column': 'Arquivo inválido: {{name}} repete uma coluna',
  'Invalid archive: {{name}}: {{err}}': 'Arquivo inválido: {{name}}: {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': 'Não é um documento {{DOCUMENT_FORMAT}}',
  'Send the exported zip or JSON file as the request body': 'Envie o arquivo zip ou JSON exportado como corpo da requisição',
};
