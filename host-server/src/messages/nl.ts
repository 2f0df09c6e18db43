/** Dutch server messages. */
export const nl: Record<string, string> = {
  "{{name}} must be 'true' or 'false'": "{{name}} moet 'true' of 'false' zijn",
  "'{{spec}}' is not an npm package name": "'{{spec}}' is geen npm-pakketnaam",
  "'{{wanted}}' is not a version, range or tag": "'{{wanted}}' is geen versie, bereik of tag",
  'Authentication is unavailable: the access-control plugin is not running':
    'Authenticatie is niet beschikbaar: de plug-in voor toegangsbeheer draait niet',
  'Bad request': 'Ongeldig verzoek',
  'Connection Failure:': 'Verbinding mislukt:',
  'Connection was successful': 'Verbinding geslaagd',
  "Cover column '{{coverColumn}}' is not an attachment column": "Omslagkolom '{{coverColumn}}' is geen bijlagekolom",
  'File too large: at most {{maxFileMb}} MB per file': 'Bestand te groot: maximaal {{maxFileMb}} MB per bestand',
  "Forbidden: this action needs the '{{permission}}' permission": "Geweigerd: voor deze actie is de machtiging '{{permission}}' nodig",
  'Installing plugins is turned off: the operator sets PLINTH_PLUGIN_INSTALL=1 to allow it':
    'Plug-ins installeren is uitgeschakeld: de beheerder zet PLINTH_PLUGIN_INSTALL=1 om het toe te staan',
  'Internal server error': 'Interne serverfout',
  'Invalid character in folder path': 'Ongeldig teken in mappad',
  'Invalid database credentials': 'Ongeldige databasegegevens',
  'Invalid input': 'Ongeldige invoer',
  "Invalid operation '{{q}}': expected sqlOp_{operation} or sqlOpPlus_{operation}":
    "Ongeldige bewerking '{{q}}': sqlOp_{operation} of sqlOpPlus_{operation} verwacht",
  'Invalid upload: {{err}}': 'Ongeldige upload: {{err}}',
  'Missing operation: call /dashboard?q=sqlOp_{operation}': 'Bewerking ontbreekt: roep /dashboard?q=sqlOp_{operation} aan',
  "No file uploaded: send multipart/form-data with the field 'files'":
    "Geen bestand geüpload: stuur multipart/form-data met het veld 'files'",
  "No plugin is titled '{{title}}'": "Er is geen plug-in met de titel '{{title}}'",
  'Not Found: GET {{path}}': 'Niet gevonden: GET {{path}}',
  'Not Found: {{method}} {{path}}': 'Niet gevonden: {{method}} {{path}}',
  'Not a socket.io request': 'Geen socket.io-verzoek',
  'Only the super admin can install or uninstall plugins': 'Alleen de superbeheerder kan plug-ins installeren of verwijderen',
  "Plugin '{{id}}' could not start: {{state}}": "Plug-in '{{id}}' kon niet starten: {{state}}",
  "Plugin '{{id}}' has no settings": "Plug-in '{{id}}' heeft geen instellingen",
  "Plugin '{{id}}' has no settings test '{{name}}'": "Plug-in '{{id}}' heeft geen instellingentest '{{name}}'",
  "Plugin '{{id}}' is built in: disable it instead": "Plug-in '{{id}}' is ingebouwd: schakel hem in plaats daarvan uit",
  "Plugin '{{id}}' is not running: enable it first": "Plug-in '{{id}}' draait niet: schakel hem eerst in",
  "Plugin '{{id}}' provides access control and cannot be disabled at run time":
    "Plug-in '{{id}}' verzorgt het toegangsbeheer en kan niet tijdens het draaien worden uitgeschakeld",
  "Plugin '{{id}}' was uninstalled": "Plug-in '{{id}}' is verwijderd",
  "Plugin '{{pluginId}}' has no settings": "Plug-in '{{pluginId}}' heeft geen instellingen",
  'Request body is not valid JSON': 'Request-body is geen geldige JSON',
  'Request body is too large': 'Request-body is te groot',
  'Request body must be a JSON object': 'Request-body moet een JSON-object zijn',
  "Send a .tgz in the multipart field 'file', or { npm: 'package-name' }":
    "Stuur een .tgz in het multipart-veld 'file', of { npm: 'package-name' }",
  "Send the plugin package (.tgz) in the multipart field 'file'": "Stuur het plug-inpakket (.tgz) in het multipart-veld 'file'",
  'Settings must be a JSON object': 'Instellingen moeten een JSON-object zijn',
  "Stored settings of plugin '{{pluginId}}' are not valid JSON":
    "Opgeslagen instellingen van plug-in '{{pluginId}}' zijn geen geldige JSON",
  "The 'json' part is not valid JSON": "Het deel 'json' is geen geldige JSON",
  "The 'json' part must be a JSON string": "Het deel 'json' moet een JSON-string zijn",
  "The npm registry answered {{status}} for '{{name}}'": "De npm-registry antwoordde {{status}} voor '{{name}}'",
  'The npm registry answered {{status}} for the tarball of {{name}}@{{version}}':
    'De npm-registry antwoordde {{status}} voor de tarball van {{name}}@{{version}}',
  "The npm registry has no package '{{name}}'": "De npm-registry heeft geen pakket '{{name}}'",
  "The npm registry has no version of '{{name}}' matching '{{wanted}}'":
    "De npm-registry heeft geen versie van '{{name}}' die overeenkomt met '{{wanted}}'",
  "The npm registry's answer for '{{name}}' is not JSON": "Het antwoord van de npm-registry voor '{{name}}' is geen JSON",
  "The package {{what}} does not match the registry's integrity hash":
    'Het pakket {{what}} komt niet overeen met de integriteitshash van de registry',
  "The package {{what}} does not match the registry's shasum": 'Het pakket {{what}} komt niet overeen met de shasum van de registry',
  'The plugin package is larger than {{uploadBytes}} MB': 'Het plug-inpakket is groter dan {{uploadBytes}} MB',
  "The plugin package was refused: it needs plugin '{{missing}}', which is not running":
    "Het plug-inpakket is geweigerd: het heeft plug-in '{{missing}}' nodig, die niet draait",
  "The plugin package was refused: the entry '{{path}}' leaves the package":
    "Het plug-inpakket is geweigerd: het item '{{path}}' verwijst buiten het pakket",
  'The plugin package was refused: {{err}}': 'Het plug-inpakket is geweigerd: {{err}}',
  'The plugin package was refused: {{loadError}}': 'Het plug-inpakket is geweigerd: {{loadError}}',
  'The plugin package was refused: {{msg}}': 'Het plug-inpakket is geweigerd: {{msg}}',
  'The registry gives no integrity hash for {{what}}': 'De registry geeft geen integriteitshash voor {{what}}',
  'This SQLite file is not in a folder the server allows for external databases':
    'Dit SQLite-bestand staat niet in een map die de server voor externe databases toestaat',
  'Unable to connect to database, please check your database is up':
    'Kan geen verbinding maken met de database; controleer of je database draait',
  "Unknown column '{{key}}'": "Onbekende kolom '{{key}}'",
  "Unknown operation '{{name}}'": "Onbekende bewerking '{{name}}'",
  "Unknown plugin '{{id}}'": "Onbekende plug-in '{{id}}'",
  "Unknown plugin action '{{action}}': use enable or disable": "Onbekende plug-inactie '{{action}}': gebruik enable of disable",
  "Upload at most {{maxFiles}} files, in the multipart field 'files'":
    "Upload maximaal {{maxFiles}} bestanden, in het multipart-veld 'files'",
  'Upload rejected: {{e}}': 'Upload geweigerd: {{e}}',
  'User does not exist or have sufficient permission to create schema':
    'De gebruiker bestaat niet of heeft onvoldoende rechten om een schema aan te maken',
  'an npm package name': 'een npm-pakketnaam',
  'lower-case letters, digits and dashes, starting with a letter': 'kleine letters, cijfers en streepjes, beginnend met een letter',
  'plugin ids': "plug-in-id's",
  'title is required': 'title is verplicht',
  '{{err}}: uninstall or disable it first': '{{err}}: verwijder of schakel het eerst uit',
  "The plugin package was refused: a plugin with id '{{id}}' is already installed: uninstall it first":
    "Het plug-inpakket is geweigerd: een plug-in met id '{{id}}' is al geïnstalleerd: verwijder die eerst",
  "The plugin package was refused: a plugin with id '{{id}}' is built in":
    "Het plug-inpakket is geweigerd: een plug-in met id '{{id}}' is ingebouwd",
};
