/** Croatian server messages. */
export const hr: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    'Ovu arhivu zapisala je novija verzija Plintha (verzija iznad {{DOCUMENT_VERSION}})',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    "Retke tablice '{{tn}}' nije bilo moguće uvesti (retci od {{i}} do {{Math}}): {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    "Neispravna arhiva: veza navodi tablicu koju arhiva ne sadrži ('{{tn}}' -> '{{rtn}}')",
  'Invalid archive: no {{DOCUMENT_NAME}}': 'Neispravna arhiva: nema {{DOCUMENT_NAME}}',
  'Invalid archive: no {{name}}': 'Neispravna arhiva: nema {{name}}',
  'Invalid archive: not a zip file or a JSON document': 'Neispravna arhiva: nije zip datoteka ni JSON dokument',
  'Invalid archive: {{msg}}': 'Neispravna arhiva: {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'": "Neispravna arhiva: {{name}} ima nepoznat stupac '{{unknown}}'",
  'Invalid archive: {{name}} is not JSON': 'Neispravna arhiva: {{name}} nije JSON',
  'Invalid archive: {{name}} names a table the archive does not make': 'Neispravna arhiva: {{name}} navodi tablicu koju arhiva ne stvara',
  'Invalid archive: {{name}} repeats a column': 'Neispravna arhiva: {{name}} ponavlja stupac',
  'Invalid archive: {{name}}: {{err}}': 'Neispravna arhiva: {{name}}: {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': 'Ovo nije {{DOCUMENT_FORMAT}} dokument',
  'Send the exported zip or JSON file as the request body': 'Pošaljite izvezenu zip ili JSON datoteku kao tijelo zahtjeva',
};
