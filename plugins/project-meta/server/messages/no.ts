/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    'En nyere versjon av Plinth skrev dette arkivet (versjon over {{DOCUMENT_VERSION}})',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    "Kunne ikke importere radene i '{{tn}}' (rad {{i}} til {{Math}}): {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    "Ugyldig arkiv: en relasjon nevner en tabell som arkivet ikke inneholder ('{{tn}}' -> '{{rtn}}')",
  'Invalid archive: no {{DOCUMENT_NAME}}': 'Ugyldig arkiv: ingen {{DOCUMENT_NAME}}',
  'Invalid archive: no {{name}}': 'Ugyldig arkiv: ingen {{name}}',
  'Invalid archive: not a zip file or a JSON document': 'Ugyldig arkiv: verken en zip-fil eller et JSON-dokument',
  'Invalid archive: {{msg}}': 'Ugyldig arkiv: {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'": "Ugyldig arkiv: {{name}} har den ukjente kolonnen '{{unknown}}'",
  'Invalid archive: {{name}} is not JSON': 'Ugyldig arkiv: {{name}} er ikke JSON',
  'Invalid archive: {{name}} names a table the archive does not make':
    'Ugyldig arkiv: {{name}} nevner en tabell som arkivet ikke oppretter',
  'Invalid archive: {{name}} repeats a column': 'Ugyldig arkiv: {{name}} gjentar en kolonne',
  'Invalid archive: {{name}}: {{err}}': 'Ugyldig arkiv: {{name}}: {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': 'Ikke et {{DOCUMENT_FORMAT}}-dokument',
  'Send the exported zip or JSON file as the request body': 'Send den eksporterte zip- eller JSON-filen som innholdet i forespørselen',
};
