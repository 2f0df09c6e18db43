/** Danish server messages. */
export const da: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    'En nyere version af Plinth har skrevet dette arkiv (version over {{DOCUMENT_VERSION}})',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    "Rækkerne i '{{tn}}' kunne ikke importeres (række {{i}} til {{Math}}): {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    "Ugyldigt arkiv: en relation nævner en tabel, som arkivet ikke indeholder ('{{tn}}' -> '{{rtn}}')",
  'Invalid archive: no {{DOCUMENT_NAME}}': 'Ugyldigt arkiv: ingen {{DOCUMENT_NAME}}',
  'Invalid archive: no {{name}}': 'Ugyldigt arkiv: ingen {{name}}',
  'Invalid archive: not a zip file or a JSON document': 'Ugyldigt arkiv: hverken en zip-fil eller et JSON-dokument',
  'Invalid archive: {{msg}}': 'Ugyldigt arkiv: {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'": "Ugyldigt arkiv: {{name}} har den ukendte kolonne '{{unknown}}'",
  'Invalid archive: {{name}} is not JSON': 'Ugyldigt arkiv: {{name}} er ikke JSON',
  'Invalid archive: {{name}} names a table the archive does not make':
    'Ugyldigt arkiv: {{name}} nævner en tabel, som arkivet ikke opretter',
  'Invalid archive: {{name}} repeats a column': 'Ugyldigt arkiv: {{name}} gentager en kolonne',
  'Invalid archive: {{name}}: {{err}}': 'Ugyldigt arkiv: {{name}}: {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': 'Ikke et {{DOCUMENT_FORMAT}}-dokument',
  'Send the exported zip or JSON file as the request body': 'Send den eksporterede zip- eller JSON-fil som forespørgslens indhold',
};
