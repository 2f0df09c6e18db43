/** Danish server messages. */
export const da: Record<string, string> = {
  "{{name}} must be 'true' or 'false'": "{{name}} skal være 'true' eller 'false'",
  "'{{spec}}' is not an npm package name": "'{{spec}}' er ikke et npm-pakkenavn",
  "'{{wanted}}' is not a version, range or tag": "'{{wanted}}' er hverken en version, et interval eller et tag",
  'Authentication is unavailable: the access-control plugin is not running':
    'Godkendelse er ikke tilgængelig: adgangskontrol-pluginet kører ikke',
  'Bad request': 'Ugyldig forespørgsel',
  'Connection Failure:': 'Forbindelsesfejl:',
  'Connection was successful': 'Forbindelsen lykkedes',
  "Cover column '{{coverColumn}}' is not an attachment column": "Forsidekolonnen '{{coverColumn}}' er ikke en kolonne til vedhæftede filer",
  'File too large: at most {{maxFileMb}} MB per file': 'Filen er for stor: højst {{maxFileMb}} MB pr. fil',
  "Forbidden: this action needs the '{{permission}}' permission": "Adgang nægtet: handlingen kræver tilladelsen '{{permission}}'",
  'Installing plugins is turned off: the operator sets PLINTH_PLUGIN_INSTALL=1 to allow it':
    'Installation af plugins er slået fra: driftsansvarlig tillader det med PLINTH_PLUGIN_INSTALL=1',
  'Internal server error': 'Intern serverfejl',
  'Invalid character in folder path': 'Ugyldigt tegn i mappestien',
  'Invalid database credentials': 'Ugyldige loginoplysninger til databasen',
  'Invalid input': 'Ugyldigt input',
  "Invalid operation '{{q}}': expected sqlOp_{operation} or sqlOpPlus_{operation}":
    "Ugyldig operation '{{q}}': forventede sqlOp_{operation} eller sqlOpPlus_{operation}",
  'Invalid upload: {{err}}': 'Ugyldig upload: {{err}}',
  'Missing operation: call /dashboard?q=sqlOp_{operation}': 'Operation mangler: kald /dashboard?q=sqlOp_{operation}',
  "No file uploaded: send multipart/form-data with the field 'files'": "Ingen fil uploadet: send multipart/form-data med feltet 'files'",
  "No plugin is titled '{{title}}'": "Intet plugin har titlen '{{title}}'",
  'Not Found: GET {{path}}': 'Ikke fundet: GET {{path}}',
  'Not Found: {{method}} {{path}}': 'Ikke fundet: {{method}} {{path}}',
  'Not a socket.io request': 'Ikke en socket.io-forespørgsel',
  'Only the super admin can install or uninstall plugins': 'Kun superadministratoren kan installere eller afinstallere plugins',
  "Plugin '{{id}}' could not start: {{state}}": "Pluginet '{{id}}' kunne ikke starte: {{state}}",
  "Plugin '{{id}}' has no settings": "Pluginet '{{id}}' har ingen indstillinger",
  "Plugin '{{id}}' has no settings test '{{name}}'": "Pluginet '{{id}}' har ingen indstillingstest '{{name}}'",
  "Plugin '{{id}}' is built in: disable it instead": "Pluginet '{{id}}' er indbygget: slå det fra i stedet",
  "Plugin '{{id}}' is not running: enable it first": "Pluginet '{{id}}' kører ikke: slå det til først",
  "Plugin '{{id}}' provides access control and cannot be disabled at run time":
    "Pluginet '{{id}}' står for adgangskontrollen og kan ikke slås fra under kørsel",
  "Plugin '{{id}}' was uninstalled": "Pluginet '{{id}}' er afinstalleret",
  "Plugin '{{pluginId}}' has no settings": "Pluginet '{{pluginId}}' har ingen indstillinger",
  'Request body is not valid JSON': 'Forespørgslens indhold er ikke gyldig JSON',
  'Request body is too large': 'Forespørgslens indhold er for stort',
  'Request body must be a JSON object': 'Forespørgslens indhold skal være et JSON-objekt',
  "Send a .tgz in the multipart field 'file', or { npm: 'package-name' }":
    "Send en .tgz i multipart-feltet 'file' eller { npm: 'package-name' }",
  "Send the plugin package (.tgz) in the multipart field 'file'": "Send plugin-pakken (.tgz) i multipart-feltet 'file'",
  'Settings must be a JSON object': 'Indstillinger skal være et JSON-objekt',
  "Stored settings of plugin '{{pluginId}}' are not valid JSON": "De gemte indstillinger for pluginet '{{pluginId}}' er ikke gyldig JSON",
  "The 'json' part is not valid JSON": "Delen 'json' er ikke gyldig JSON",
  "The 'json' part must be a JSON string": "Delen 'json' skal være en JSON-streng",
  "The npm registry answered {{status}} for '{{name}}'": "npm-registret svarede {{status}} for '{{name}}'",
  'The npm registry answered {{status}} for the tarball of {{name}}@{{version}}':
    'npm-registret svarede {{status}} for tarballen til {{name}}@{{version}}',
  "The npm registry has no package '{{name}}'": "npm-registret har ingen pakke ved navn '{{name}}'",
  "The npm registry has no version of '{{name}}' matching '{{wanted}}'":
    "npm-registret har ingen version af '{{name}}', der matcher '{{wanted}}'",
  "The npm registry's answer for '{{name}}' is not JSON": "npm-registrets svar for '{{name}}' er ikke JSON",
  "The package {{what}} does not match the registry's integrity hash": 'Pakken {{what}} stemmer ikke med registrets integritets-hash',
  "The package {{what}} does not match the registry's shasum": 'Pakken {{what}} stemmer ikke med registrets shasum',
  'The plugin package is larger than {{uploadBytes}} MB': 'Plugin-pakken er større end {{uploadBytes}} MB',
  "The plugin package was refused: it needs plugin '{{missing}}', which is not running":
    "Plugin-pakken blev afvist: den kræver pluginet '{{missing}}', som ikke kører",
  "The plugin package was refused: the entry '{{path}}' leaves the package":
    "Plugin-pakken blev afvist: posten '{{path}}' peger uden for pakken",
  'The plugin package was refused: {{err}}': 'Plugin-pakken blev afvist: {{err}}',
  'The plugin package was refused: {{loadError}}': 'Plugin-pakken blev afvist: {{loadError}}',
  'The plugin package was refused: {{msg}}': 'Plugin-pakken blev afvist: {{msg}}',
  'The registry gives no integrity hash for {{what}}': 'Registret angiver ingen integritets-hash for {{what}}',
  'This SQLite file is not in a folder the server allows for external databases':
    'Denne SQLite-fil ligger ikke i en mappe, som serveren tillader til eksterne databaser',
  'Unable to connect to database, please check your database is up':
    'Kan ikke oprette forbindelse til databasen. Kontrollér, at databasen kører',
  "Unknown column '{{key}}'": "Ukendt kolonne '{{key}}'",
  "Unknown operation '{{name}}'": "Ukendt operation '{{name}}'",
  "Unknown plugin '{{id}}'": "Ukendt plugin '{{id}}'",
  "Unknown plugin action '{{action}}': use enable or disable": "Ukendt plugin-handling '{{action}}': brug enable eller disable",
  "Upload at most {{maxFiles}} files, in the multipart field 'files'": "Upload højst {{maxFiles}} filer i multipart-feltet 'files'",
  'Upload rejected: {{e}}': 'Upload afvist: {{e}}',
  'User does not exist or have sufficient permission to create schema':
    'Brugeren findes ikke eller har ikke tilladelse til at oprette et skema',
  'an npm package name': 'et npm-pakkenavn',
  'lower-case letters, digits and dashes, starting with a letter': 'små bogstaver, cifre og bindestreger, der starter med et bogstav',
  'plugin ids': "plugin-id'er",
  'title is required': 'title skal udfyldes',
  '{{err}}: uninstall or disable it first': '{{err}}: afinstaller eller slå det fra først',
  "The plugin package was refused: a plugin with id '{{id}}' is already installed: uninstall it first":
    "Plugin-pakken blev afvist: et plugin med id '{{id}}' er allerede installeret: afinstaller det først",
  "The plugin package was refused: a plugin with id '{{id}}' is built in":
    "Plugin-pakken blev afvist: et plugin med id '{{id}}' er indbygget",
};
