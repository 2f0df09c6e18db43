/** Slovenian server messages. */
export const sl: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    "'{{_tn}}' vsebuje povezave mnogo-na-mnogo: izberite tabele, ki jih povezuje; njihove povezave se dodajo skupaj z vrsticami",
  "'{{_tn}}' is a view: only tables get sample rows": "'{{_tn}}' je pogled: vzorčne vrstice dobijo le tabele",
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    "1 vrstica tabele '{{_tn}}', ki ni bila dodana kot vzorčni podatek, se sklicuje na vzorčne vrstice tabele '{{_tn2}}': najprej jo odstranite ali preusmerite; nič ni bilo odstranjeno",
  'A table is chosen twice': 'Tabela je izbrana dvakrat',
  'Args must be an object': 'Args mora biti predmet',
  'At most 500 tables': 'Največ 500 tabel',
  'Choose at least one table': 'Izberite vsaj eno tabelo',
  'Locale must be one of {{SEED_LOCALES}}': 'Jezik mora biti eden od {{SEED_LOCALES}}',
  'No sample data settings yet: choose the tables and rows first': 'Nastavitev vzorčnih podatkov še ni: najprej izberite tabele in vrstice',
  'Sample data is already being added to this project': 'Vzorčni podatki se v ta projekt že dodajajo',
  'Sample data is being added: stop it first': 'Vzorčni podatki se dodajajo: najprej to ustavite',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ":
    "Na vzorčne vrstice tabele '{{_tn}}' se sklicujejo druge vrstice ({{err}}): ",
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again":
    "Tabela '{{_tn}}' nima primarnega ključa: vzorčnih vrstic ne bi bilo mogoče znova odstraniti",
  "Table '{{_tn}}' is disabled in Meta Management": "Tabela '{{_tn}}' je onemogočena v Meta Management",
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    "Tabela '{{_tn}}' potrebuje vrstice v '{{rtn}}': dodajte vzorčne vrstice tudi v '{{rtn2}}'",
  "Table '{{tn}}' is chosen twice": "Tabela '{{tn}}' je izbrana dvakrat",
  "Table '{{tn}}' not found": "Tabele '{{tn}}' ni mogoče najti",
  'Table name is too long': 'Ime tabele je predolgo',
  'Table name required': 'Ime tabele je obvezno',
  'Tables must be a list of { tn, rows }': 'Tables mora biti seznam { tn, rows }',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    'Tabele {{names}} se sklicujejo druga na drugo prek obveznih ključev: noben vrstni red jih ne more napolniti',
  'project_id is required': 'project_id je obvezen',
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    "Vrstice tabele '{{_tn}}' ({{rows}}), ki niso bile dodane kot vzorčni podatki, se sklicujejo na vzorčne vrstice tabele '{{_tn2}}': najprej jih odstranite ali preusmerite; nič ni bilo odstranjeno",
  '{{total}} sample rows removed': 'Odstranjene vzorčne vrstice: {{total}}',
};
