/** Swedish server messages. */
export const sv: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    'En nyare Plinth skrev det här arkivet (version högre än {{DOCUMENT_VERSION}})',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    "Raderna i '{{tn}}' kunde inte importeras (rad {{i}} till {{Math}}): {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    "Ogiltigt arkiv: en relation anger en tabell som arkivet inte innehåller ('{{tn}}' -> '{{rtn}}')",
  'Invalid archive: no {{DOCUMENT_NAME}}': 'Ogiltigt arkiv: ingen {{DOCUMENT_NAME}}',
  'Invalid archive: no {{name}}': 'Ogiltigt arkiv: ingen {{name}}',
  'Invalid archive: not a zip file or a JSON document': 'Ogiltigt arkiv: inte en zip-fil eller ett JSON-dokument',
  'Invalid archive: {{msg}}': 'Ogiltigt arkiv: {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'": "Ogiltigt arkiv: {{name}} har den okända kolumnen '{{unknown}}'",
  'Invalid archive: {{name}} is not JSON': 'Ogiltigt arkiv: {{name}} är inte JSON',
  'Invalid archive: {{name}} names a table the archive does not make': 'Ogiltigt arkiv: {{name}} anger en tabell som arkivet inte skapar',
  'Invalid archive: {{name}} repeats a column': 'Ogiltigt arkiv: {{name}} upprepar en kolumn',
  'Invalid archive: {{name}}: {{err}}': 'Ogiltigt arkiv: {{name}}: {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': 'Inte ett {{DOCUMENT_FORMAT}}-dokument',
  'Send the exported zip or JSON file as the request body': 'Skicka den exporterade zip- eller JSON-filen som begärans body',
};
