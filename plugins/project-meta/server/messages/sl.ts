/** Slovenian server messages. */
export const sl: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    'Ta arhiv je zapisala novejša različica Plintha (različica nad {{DOCUMENT_VERSION}})',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    "Vrstic tabele '{{tn}}' ni bilo mogoče uvoziti (vrstice od {{i}} do {{Math}}): {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    "Neveljaven arhiv: relacija navaja tabelo, ki je arhiv ne vsebuje ('{{tn}}' -> '{{rtn}}')",
  'Invalid archive: no {{DOCUMENT_NAME}}': 'Neveljaven arhiv: ni {{DOCUMENT_NAME}}',
  'Invalid archive: no {{name}}': 'Neveljaven arhiv: ni {{name}}',
  'Invalid archive: not a zip file or a JSON document': 'Neveljaven arhiv: ni datoteka zip ali dokument JSON',
  'Invalid archive: {{msg}}': 'Neveljaven arhiv: {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'": "Neveljaven arhiv: {{name}} ima neznan stolpec '{{unknown}}'",
  'Invalid archive: {{name}} is not JSON': 'Neveljaven arhiv: {{name}} ni JSON',
  'Invalid archive: {{name}} names a table the archive does not make': 'Neveljaven arhiv: {{name}} navaja tabelo, ki je arhiv ne ustvari',
  'Invalid archive: {{name}} repeats a column': 'Neveljaven arhiv: {{name}} ponavlja stolpec',
  'Invalid archive: {{name}}: {{err}}': 'Neveljaven arhiv: {{name}}: {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': 'To ni dokument {{DOCUMENT_FORMAT}}',
  'Send the exported zip or JSON file as the request body': 'Izvoženo datoteko zip ali JSON pošljite kot telo zahteve',
};
