/** Dutch server messages. */
export const nl: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    'Dit archief is geschreven door een nieuwere Plinth (versie hoger dan {{DOCUMENT_VERSION}})',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    "De rijen van '{{tn}}' konden niet worden geïmporteerd (rijen {{i}} tot {{Math}}): {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    "Ongeldig archief: een relatie noemt een tabel die er niet in zit ('{{tn}}' -> '{{rtn}}')",
  'Invalid archive: no {{DOCUMENT_NAME}}': 'Ongeldig archief: geen {{DOCUMENT_NAME}}',
  'Invalid archive: no {{name}}': 'Ongeldig archief: geen {{name}}',
  'Invalid archive: not a zip file or a JSON document': 'Ongeldig archief: geen zipbestand of JSON-document',
  'Invalid archive: {{msg}}': 'Ongeldig archief: {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'": "Ongeldig archief: {{name}} heeft de onbekende kolom '{{unknown}}'",
  'Invalid archive: {{name}} is not JSON': 'Ongeldig archief: {{name}} is geen JSON',
  'Invalid archive: {{name}} names a table the archive does not make':
    'Ongeldig archief: {{name}} noemt een tabel die het archief niet aanmaakt',
  'Invalid archive: {{name}} repeats a column': 'Ongeldig archief: {{name}} herhaalt een kolom',
  'Invalid archive: {{name}}: {{err}}': 'Ongeldig archief: {{name}}: {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': 'Geen {{DOCUMENT_FORMAT}}-document',
  'Send the exported zip or JSON file as the request body': 'Stuur het geëxporteerde zip- of JSON-bestand als request-body',
};
