/** Slovenian server messages. */
export const sl: Record<string, string> = {
  "{{name}} must be 'true' or 'false'": "{{name}} mora biti 'true' ali 'false'",
  "'{{spec}}' is not an npm package name": "'{{spec}}' ni ime paketa npm",
  "'{{wanted}}' is not a version, range or tag": "'{{wanted}}' ni različica, obseg ali oznaka",
  'Authentication is unavailable: the access-control plugin is not running':
    'Preverjanje pristnosti ni na voljo: vtičnik za nadzor dostopa ne teče',
  'Bad request': 'Neveljavna zahteva',
  'Connection Failure:': 'Povezava ni uspela:',
  'Connection was successful': 'Povezava je uspela',
  "Cover column '{{coverColumn}}' is not an attachment column": "Stolpec naslovnice '{{coverColumn}}' ni stolpec prilog",
  'File too large: at most {{maxFileMb}} MB per file': 'Datoteka je prevelika: največ {{maxFileMb}} MB na datoteko',
  "Forbidden: this action needs the '{{permission}}' permission": "Prepovedano: to dejanje zahteva dovoljenje '{{permission}}'",
  'Installing plugins is turned off: the operator sets PLINTH_PLUGIN_INSTALL=1 to allow it':
    'Nameščanje vtičnikov je izklopljeno: operater ga dovoli z nastavitvijo PLINTH_PLUGIN_INSTALL=1',
  'Internal server error': 'Notranja napaka strežnika',
  'Invalid character in folder path': 'Neveljaven znak v poti do mape',
  'Invalid database credentials': 'Neveljavne poverilnice zbirke podatkov',
  'Invalid input': 'Neveljaven vnos',
  "Invalid operation '{{q}}': expected sqlOp_{operation} or sqlOpPlus_{operation}":
    "Neveljavna operacija '{{q}}': pričakovana je sqlOp_{operation} ali sqlOpPlus_{operation}",
  'Invalid upload: {{err}}': 'Neveljaven prenos: {{err}}',
  'Missing operation: call /dashboard?q=sqlOp_{operation}': 'Manjka operacija: pokličite /dashboard?q=sqlOp_{operation}',
  "No file uploaded: send multipart/form-data with the field 'files'":
    "Nobena datoteka ni bila naložena: pošljite multipart/form-data s poljem 'files'",
  "No plugin is titled '{{title}}'": "Noben vtičnik nima naslova '{{title}}'",
  'Not Found: GET {{path}}': 'Ni najdeno: GET {{path}}',
  'Not Found: {{method}} {{path}}': 'Ni najdeno: {{method}} {{path}}',
  'Not a socket.io request': 'To ni zahteva socket.io',
  'Only the super admin can install or uninstall plugins': 'Vtičnike lahko namešča in odstranjuje le superskrbnik',
  "Plugin '{{id}}' could not start: {{state}}": "Vtičnika '{{id}}' ni bilo mogoče zagnati: {{state}}",
  "Plugin '{{id}}' has no settings": "Vtičnik '{{id}}' nima nastavitev",
  "Plugin '{{id}}' has no settings test '{{name}}'": "Vtičnik '{{id}}' nima preizkusa nastavitev '{{name}}'",
  "Plugin '{{id}}' is built in: disable it instead": "Vtičnik '{{id}}' je vgrajen: namesto tega ga onemogočite",
  "Plugin '{{id}}' is not running: enable it first": "Vtičnik '{{id}}' ne teče: najprej ga omogočite",
  "Plugin '{{id}}' provides access control and cannot be disabled at run time":
    "Vtičnik '{{id}}' zagotavlja nadzor dostopa in ga med delovanjem ni mogoče onemogočiti",
  "Plugin '{{id}}' was uninstalled": "Vtičnik '{{id}}' je odstranjen",
  "Plugin '{{pluginId}}' has no settings": "Vtičnik '{{pluginId}}' nima nastavitev",
  'Request body is not valid JSON': 'Telo zahteve ni veljaven JSON',
  'Request body is too large': 'Telo zahteve je preveliko',
  'Request body must be a JSON object': 'Telo zahteve mora biti predmet JSON',
  "Send a .tgz in the multipart field 'file', or { npm: 'package-name' }":
    "Pošljite .tgz v polju multipart 'file' ali { npm: 'package-name' }",
  "Send the plugin package (.tgz) in the multipart field 'file'": "Pošljite paket vtičnika (.tgz) v polju multipart 'file'",
  'Settings must be a JSON object': 'Nastavitve morajo biti predmet JSON',
  "Stored settings of plugin '{{pluginId}}' are not valid JSON": "Shranjene nastavitve vtičnika '{{pluginId}}' niso veljaven JSON",
  "The 'json' part is not valid JSON": "Del 'json' ni veljaven JSON",
  "The 'json' part must be a JSON string": "Del 'json' mora biti niz JSON",
  "The npm registry answered {{status}} for '{{name}}'": "Register npm je za '{{name}}' odgovoril {{status}}",
  'The npm registry answered {{status}} for the tarball of {{name}}@{{version}}':
    'Register npm je za arhiv {{name}}@{{version}} odgovoril {{status}}',
  "The npm registry has no package '{{name}}'": "Register npm nima paketa '{{name}}'",
  "The npm registry has no version of '{{name}}' matching '{{wanted}}'":
    "Register npm nima različice paketa '{{name}}', ki ustreza '{{wanted}}'",
  "The npm registry's answer for '{{name}}' is not JSON": "Odgovor registra npm za '{{name}}' ni JSON",
  "The package {{what}} does not match the registry's integrity hash":
    'Paket {{what}} se ne ujema z zgoščeno vrednostjo celovitosti iz registra',
  "The package {{what}} does not match the registry's shasum": 'Paket {{what}} se ne ujema s shasum iz registra',
  'The plugin package is larger than {{uploadBytes}} MB': 'Paket vtičnika je večji od {{uploadBytes}} MB',
  "The plugin package was refused: a plugin with id '{{id}}' is already installed: uninstall it first":
    "Paket vtičnika je bil zavrnjen: vtičnik z id-jem '{{id}}' je že nameščen, najprej ga odstranite",
  "The plugin package was refused: a plugin with id '{{id}}' is built in":
    "Paket vtičnika je bil zavrnjen: vtičnik z id-jem '{{id}}' je vgrajen",
  "The plugin package was refused: it needs plugin '{{missing}}', which is not running":
    "Paket vtičnika je bil zavrnjen: potrebuje vtičnik '{{missing}}', ki ne teče",
  "The plugin package was refused: the entry '{{path}}' leaves the package":
    "Paket vtičnika je bil zavrnjen: vnos '{{path}}' sega zunaj paketa",
  'The plugin package was refused: {{err}}': 'Paket vtičnika je bil zavrnjen: {{err}}',
  'The plugin package was refused: {{loadError}}': 'Paket vtičnika je bil zavrnjen: {{loadError}}',
  'The plugin package was refused: {{msg}}': 'Paket vtičnika je bil zavrnjen: {{msg}}',
  'The registry gives no integrity hash for {{what}}': 'Register ne navaja zgoščene vrednosti celovitosti za {{what}}',
  'This SQLite file is not in a folder the server allows for external databases':
    'Ta datoteka SQLite ni v mapi, ki jo strežnik dovoli za zunanje zbirke podatkov',
  'Unable to connect to database, please check your database is up':
    'Povezava z zbirko podatkov ni mogoča, preverite, ali zbirka podatkov deluje',
  "Unknown column '{{key}}'": "Neznan stolpec '{{key}}'",
  "Unknown operation '{{name}}'": "Neznana operacija '{{name}}'",
  "Unknown plugin '{{id}}'": "Neznan vtičnik '{{id}}'",
  "Unknown plugin action '{{action}}': use enable or disable": "Neznano dejanje vtičnika '{{action}}': uporabite enable ali disable",
  "Upload at most {{maxFiles}} files, in the multipart field 'files'": "Naložite največ {{maxFiles}} datotek v polju multipart 'files'",
  'Upload rejected: {{e}}': 'Prenos je bil zavrnjen: {{e}}',
  'User does not exist or have sufficient permission to create schema': 'Uporabnik ne obstaja ali nima dovolj pravic za ustvarjanje sheme',
  'an npm package name': 'ime paketa npm',
  'lower-case letters, digits and dashes, starting with a letter': 'male črke, števke in pomišljaji, na začetku črka',
  'plugin ids': 'id-ji vtičnikov',
  'title is required': 'title je obvezen',
  '{{err}}: uninstall or disable it first': '{{err}}: najprej ga odstranite ali onemogočite',
};
