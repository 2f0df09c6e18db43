/** Finnish server messages. */
export const fi: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    'Tämän arkiston on kirjoittanut uudempi Plinth (versio uudempi kuin {{DOCUMENT_VERSION}})',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    "Taulun '{{tn}}' rivejä ei voitu tuoda (rivit {{i}}–{{Math}}): {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    "Virheellinen arkisto: relaatio mainitsee taulun, jota arkistossa ei ole ('{{tn}}' -> '{{rtn}}')",
  'Invalid archive: no {{DOCUMENT_NAME}}': 'Virheellinen arkisto: {{DOCUMENT_NAME}} puuttuu',
  'Invalid archive: no {{name}}': 'Virheellinen arkisto: {{name}} puuttuu',
  'Invalid archive: not a zip file or a JSON document': 'Virheellinen arkisto: ei zip-tiedosto eikä JSON-dokumentti',
  'Invalid archive: {{msg}}': 'Virheellinen arkisto: {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'":
    "Virheellinen arkisto: kohteessa {{name}} on tuntematon sarake '{{unknown}}'",
  'Invalid archive: {{name}} is not JSON': 'Virheellinen arkisto: {{name}} ei ole JSONia',
  'Invalid archive: {{name}} names a table the archive does not make':
    'Virheellinen arkisto: {{name}} mainitsee taulun, jota arkisto ei luo',
  'Invalid archive: {{name}} repeats a column': 'Virheellinen arkisto: {{name}} toistaa saraketta',
  'Invalid archive: {{name}}: {{err}}': 'Virheellinen arkisto: {{name}}: {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': 'Ei {{DOCUMENT_FORMAT}}-dokumentti',
  'Send the exported zip or JSON file as the request body': 'Lähetä viety zip- tai JSON-tiedosto pyynnön sisältönä',
};
