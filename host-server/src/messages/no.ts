/** Norwegian (Bokmål) server messages. */
export const no: Record<string, string> = {
  "{{name}} must be 'true' or 'false'": "{{name}} må være 'true' eller 'false'",
  "'{{spec}}' is not an npm package name": "'{{spec}}' er ikke et npm-pakkenavn",
  "'{{wanted}}' is not a version, range or tag": "'{{wanted}}' er verken en versjon, et intervall eller en tagg",
  'Authentication is unavailable: the access-control plugin is not running':
    'Autentisering er ikke tilgjengelig: tilgangskontrollutvidelsen kjører ikke',
  'Bad request': 'Ugyldig forespørsel',
  'Connection Failure:': 'Tilkoblingsfeil:',
  'Connection was successful': 'Tilkoblingen var vellykket',
  "Cover column '{{coverColumn}}' is not an attachment column": "Forsidekolonnen '{{coverColumn}}' er ikke en vedleggskolonne",
  'File too large: at most {{maxFileMb}} MB per file': 'Filen er for stor: maks {{maxFileMb}} MB per fil',
  "Forbidden: this action needs the '{{permission}}' permission": "Ingen tilgang: denne handlingen krever tillatelsen '{{permission}}'",
  'Installing plugins is turned off: the operator sets PLINTH_PLUGIN_INSTALL=1 to allow it':
    'Installasjon av utvidelser er slått av: driftsansvarlig tillater det med PLINTH_PLUGIN_INSTALL=1',
  'Internal server error': 'Intern serverfeil',
  'Invalid character in folder path': 'Ugyldig tegn i mappebanen',
  'Invalid database credentials': 'Ugyldig påloggingsinformasjon for databasen',
  'Invalid input': 'Ugyldige inndata',
  "Invalid operation '{{q}}': expected sqlOp_{operation} or sqlOpPlus_{operation}":
    "Ugyldig operasjon '{{q}}': forventet sqlOp_{operation} eller sqlOpPlus_{operation}",
  'Invalid upload: {{err}}': 'Ugyldig opplasting: {{err}}',
  'Missing operation: call /dashboard?q=sqlOp_{operation}': 'Operasjon mangler: kall /dashboard?q=sqlOp_{operation}',
  "No file uploaded: send multipart/form-data with the field 'files'": "Ingen fil lastet opp: send multipart/form-data med feltet 'files'",
  "No plugin is titled '{{title}}'": "Ingen utvidelse har tittelen '{{title}}'",
  'Not Found: GET {{path}}': 'Ikke funnet: GET {{path}}',
  'Not Found: {{method}} {{path}}': 'Ikke funnet: {{method}} {{path}}',
  'Not a socket.io request': 'Ikke en socket.io-forespørsel',
  'Only the super admin can install or uninstall plugins': 'Bare superadministratoren kan installere eller avinstallere utvidelser',
  "Plugin '{{id}}' could not start: {{state}}": "Utvidelsen '{{id}}' kunne ikke starte: {{state}}",
  "Plugin '{{id}}' has no settings": "Utvidelsen '{{id}}' har ingen innstillinger",
  "Plugin '{{id}}' has no settings test '{{name}}'": "Utvidelsen '{{id}}' har ingen innstillingstest '{{name}}'",
  "Plugin '{{id}}' is built in: disable it instead": "Utvidelsen '{{id}}' er innebygd: slå den av i stedet",
  "Plugin '{{id}}' is not running: enable it first": "Utvidelsen '{{id}}' kjører ikke: slå den på først",
  "Plugin '{{id}}' provides access control and cannot be disabled at run time":
    "Utvidelsen '{{id}}' står for tilgangskontrollen og kan ikke slås av mens serveren kjører",
  "Plugin '{{id}}' was uninstalled": "Utvidelsen '{{id}}' ble avinstallert",
  "Plugin '{{pluginId}}' has no settings": "Utvidelsen '{{pluginId}}' har ingen innstillinger",
  'Request body is not valid JSON': 'Innholdet i forespørselen er ikke gyldig JSON',
  'Request body is too large': 'Innholdet i forespørselen er for stort',
  'Request body must be a JSON object': 'Innholdet i forespørselen må være et JSON-objekt',
  "Send a .tgz in the multipart field 'file', or { npm: 'package-name' }":
    "Send en .tgz i multipart-feltet 'file', eller { npm: 'package-name' }",
  "Send the plugin package (.tgz) in the multipart field 'file'": "Send utvidelsespakken (.tgz) i multipart-feltet 'file'",
  'Settings must be a JSON object': 'Innstillingene må være et JSON-objekt',
  "Stored settings of plugin '{{pluginId}}' are not valid JSON":
    "De lagrede innstillingene for utvidelsen '{{pluginId}}' er ikke gyldig JSON",
  "The 'json' part is not valid JSON": "Delen 'json' er ikke gyldig JSON",
  "The 'json' part must be a JSON string": "Delen 'json' må være en JSON-streng",
  "The npm registry answered {{status}} for '{{name}}'": "npm-registeret svarte {{status}} for '{{name}}'",
  'The npm registry answered {{status}} for the tarball of {{name}}@{{version}}':
    'npm-registeret svarte {{status}} for tarballen til {{name}}@{{version}}',
  "The npm registry has no package '{{name}}'": "npm-registeret har ingen pakke som heter '{{name}}'",
  "The npm registry has no version of '{{name}}' matching '{{wanted}}'":
    "npm-registeret har ingen versjon av '{{name}}' som samsvarer med '{{wanted}}'",
  "The npm registry's answer for '{{name}}' is not JSON": "Svaret fra npm-registeret for '{{name}}' er ikke JSON",
  "The package {{what}} does not match the registry's integrity hash": 'Pakken {{what}} samsvarer ikke med integritets-hashen i registeret',
  "The package {{what}} does not match the registry's shasum": 'Pakken {{what}} samsvarer ikke med shasum i registeret',
  'The plugin package is larger than {{uploadBytes}} MB': 'Utvidelsespakken er større enn {{uploadBytes}} MB',
  "The plugin package was refused: it needs plugin '{{missing}}', which is not running":
    "Utvidelsespakken ble avvist: den trenger utvidelsen '{{missing}}', som ikke kjører",
  "The plugin package was refused: the entry '{{path}}' leaves the package":
    "Utvidelsespakken ble avvist: oppføringen '{{path}}' peker ut av pakken",
  'The plugin package was refused: {{err}}': 'Utvidelsespakken ble avvist: {{err}}',
  'The plugin package was refused: {{loadError}}': 'Utvidelsespakken ble avvist: {{loadError}}',
  'The plugin package was refused: {{msg}}': 'Utvidelsespakken ble avvist: {{msg}}',
  'The registry gives no integrity hash for {{what}}': 'Registeret oppgir ingen integritets-hash for {{what}}',
  'This SQLite file is not in a folder the server allows for external databases':
    'Denne SQLite-filen ligger ikke i en mappe som serveren tillater for eksterne databaser',
  'Unable to connect to database, please check your database is up': 'Kan ikke koble til databasen. Sjekk at databasen kjører',
  "Unknown column '{{key}}'": "Ukjent kolonne '{{key}}'",
  "Unknown operation '{{name}}'": "Ukjent operasjon '{{name}}'",
  "Unknown plugin '{{id}}'": "Ukjent utvidelse '{{id}}'",
  "Unknown plugin action '{{action}}': use enable or disable": "Ukjent utvidelseshandling '{{action}}': bruk enable eller disable",
  "Upload at most {{maxFiles}} files, in the multipart field 'files'": "Last opp maks {{maxFiles}} filer i multipart-feltet 'files'",
  'Upload rejected: {{e}}': 'Opplastingen ble avvist: {{e}}',
  'User does not exist or have sufficient permission to create schema':
    'Brukeren finnes ikke eller har ikke tillatelse til å opprette skjema',
  'an npm package name': 'et npm-pakkenavn',
  'lower-case letters, digits and dashes, starting with a letter': 'små bokstaver, sifre og bindestreker, som begynner med en bokstav',
  'plugin ids': 'utvidelses-ID-er',
  'title is required': 'title må fylles ut',
  '{{err}}: uninstall or disable it first': '{{err}}: avinstaller eller slå den av først',
  "The plugin package was refused: a plugin with id '{{id}}' is already installed: uninstall it first":
    "Utvidelsespakken ble avvist: en utvidelse med ID-en '{{id}}' er allerede installert: avinstaller den først",
  "The plugin package was refused: a plugin with id '{{id}}' is built in":
    "Utvidelsespakken ble avvist: en utvidelse med ID-en '{{id}}' er innebygd",
};
