/** German server messages. */
export const de: Record<string, string> = {
  "{{name}} must be 'true' or 'false'": "{{name}} muss 'true' oder 'false' sein",
  "'{{spec}}' is not an npm package name": "'{{spec}}' ist kein npm-Paketname",
  "'{{wanted}}' is not a version, range or tag": "'{{wanted}}' ist weder eine Version noch ein Bereich oder Tag",
  'Authentication is unavailable: the access-control plugin is not running':
    'Authentifizierung nicht verfügbar: das Zugriffskontroll-Plugin läuft nicht',
  'Bad request': 'Ungültige Anfrage',
  'Connection Failure:': 'Verbindungsfehler:',
  'Connection was successful': 'Verbindung erfolgreich',
  "Cover column '{{coverColumn}}' is not an attachment column": "Die Titelbild-Spalte '{{coverColumn}}' ist keine Anhangspalte",
  'File too large: at most {{maxFileMb}} MB per file': 'Datei zu groß: höchstens {{maxFileMb}} MB pro Datei',
  "Forbidden: this action needs the '{{permission}}' permission": "Verboten: diese Aktion erfordert die Berechtigung '{{permission}}'",
  'Installing plugins is turned off: the operator sets PLINTH_PLUGIN_INSTALL=1 to allow it':
    'Die Installation von Plugins ist deaktiviert: der Betreiber erlaubt sie mit PLINTH_PLUGIN_INSTALL=1',
  'Internal server error': 'Interner Serverfehler',
  'Invalid character in folder path': 'Ungültiges Zeichen im Ordnerpfad',
  'Invalid database credentials': 'Ungültige Datenbank-Zugangsdaten',
  'Invalid input': 'Ungültige Eingabe',
  "Invalid operation '{{q}}': expected sqlOp_{operation} or sqlOpPlus_{operation}":
    "Ungültige Operation '{{q}}': erwartet wird sqlOp_{operation} oder sqlOpPlus_{operation}",
  'Invalid upload: {{err}}': 'Ungültiger Upload: {{err}}',
  'Missing operation: call /dashboard?q=sqlOp_{operation}': 'Operation fehlt: rufen Sie /dashboard?q=sqlOp_{operation} auf',
  "No file uploaded: send multipart/form-data with the field 'files'":
    "Keine Datei hochgeladen: senden Sie multipart/form-data mit dem Feld 'files'",
  "No plugin is titled '{{title}}'": "Kein Plugin heißt '{{title}}'",
  'Not Found: GET {{path}}': 'Nicht gefunden: GET {{path}}',
  'Not Found: {{method}} {{path}}': 'Nicht gefunden: {{method}} {{path}}',
  'Not a socket.io request': 'Keine socket.io-Anfrage',
  'Only the super admin can install or uninstall plugins': 'Nur der Super-Admin kann Plugins installieren oder deinstallieren',
  "Plugin '{{id}}' could not start: {{state}}": "Plugin '{{id}}' konnte nicht starten: {{state}}",
  "Plugin '{{id}}' has no settings": "Plugin '{{id}}' hat keine Einstellungen",
  "Plugin '{{id}}' has no settings test '{{name}}'": "Plugin '{{id}}' hat keinen Einstellungstest '{{name}}'",
  "Plugin '{{id}}' is built in: disable it instead": "Plugin '{{id}}' ist eingebaut: deaktivieren Sie es stattdessen",
  "Plugin '{{id}}' is not running: enable it first": "Plugin '{{id}}' läuft nicht: aktivieren Sie es zuerst",
  "Plugin '{{id}}' provides access control and cannot be disabled at run time":
    "Plugin '{{id}}' stellt die Zugriffskontrolle bereit und kann im laufenden Betrieb nicht deaktiviert werden",
  "Plugin '{{id}}' was uninstalled": "Plugin '{{id}}' wurde deinstalliert",
  "Plugin '{{pluginId}}' has no settings": "Plugin '{{pluginId}}' hat keine Einstellungen",
  'Request body is not valid JSON': 'Der Anfrageinhalt ist kein gültiges JSON',
  'Request body is too large': 'Der Anfrageinhalt ist zu groß',
  'Request body must be a JSON object': 'Der Anfrageinhalt muss ein JSON-Objekt sein',
  "Send a .tgz in the multipart field 'file', or { npm: 'package-name' }":
    "Senden Sie eine .tgz-Datei im Multipart-Feld 'file' oder { npm: 'package-name' }",
  "Send the plugin package (.tgz) in the multipart field 'file'": "Senden Sie das Plugin-Paket (.tgz) im Multipart-Feld 'file'",
  'Settings must be a JSON object': 'Einstellungen müssen ein JSON-Objekt sein',
  "Stored settings of plugin '{{pluginId}}' are not valid JSON":
    "Die gespeicherten Einstellungen von Plugin '{{pluginId}}' sind kein gültiges JSON",
  "The 'json' part is not valid JSON": "Der Teil 'json' ist kein gültiges JSON",
  "The 'json' part must be a JSON string": "Der Teil 'json' muss ein JSON-String sein",
  "The npm registry answered {{status}} for '{{name}}'": "Die npm-Registry antwortete {{status}} für '{{name}}'",
  'The npm registry answered {{status}} for the tarball of {{name}}@{{version}}':
    'Die npm-Registry antwortete {{status}} für das Tarball von {{name}}@{{version}}',
  "The npm registry has no package '{{name}}'": "Die npm-Registry kennt kein Paket '{{name}}'",
  "The npm registry has no version of '{{name}}' matching '{{wanted}}'":
    "Die npm-Registry hat keine Version von '{{name}}', die zu '{{wanted}}' passt",
  "The npm registry's answer for '{{name}}' is not JSON": "Die Antwort der npm-Registry für '{{name}}' ist kein JSON",
  "The package {{what}} does not match the registry's integrity hash":
    'Das Paket {{what}} stimmt nicht mit dem Integritäts-Hash der Registry überein',
  "The package {{what}} does not match the registry's shasum": 'Das Paket {{what}} stimmt nicht mit der shasum der Registry überein',
  'The plugin package is larger than {{uploadBytes}} MB': 'Das Plugin-Paket ist größer als {{uploadBytes}} MB',
  "The plugin package was refused: it needs plugin '{{missing}}', which is not running":
    "Das Plugin-Paket wurde abgelehnt: es benötigt das Plugin '{{missing}}', das nicht läuft",
  "The plugin package was refused: the entry '{{path}}' leaves the package":
    "Das Plugin-Paket wurde abgelehnt: der Eintrag '{{path}}' verlässt das Paket",
  'The plugin package was refused: {{err}}': 'Das Plugin-Paket wurde abgelehnt: {{err}}',
  'The plugin package was refused: {{loadError}}': 'Das Plugin-Paket wurde abgelehnt: {{loadError}}',
  'The plugin package was refused: {{msg}}': 'Das Plugin-Paket wurde abgelehnt: {{msg}}',
  'The registry gives no integrity hash for {{what}}': 'Die Registry liefert keinen Integritäts-Hash für {{what}}',
  'This SQLite file is not in a folder the server allows for external databases':
    'Diese SQLite-Datei liegt in keinem Ordner, den der Server für externe Datenbanken zulässt',
  'Unable to connect to database, please check your database is up':
    'Keine Verbindung zur Datenbank möglich, bitte prüfen Sie, ob Ihre Datenbank läuft',
  "Unknown column '{{key}}'": "Unbekannte Spalte '{{key}}'",
  "Unknown operation '{{name}}'": "Unbekannte Operation '{{name}}'",
  "Unknown plugin '{{id}}'": "Unbekanntes Plugin '{{id}}'",
  "Unknown plugin action '{{action}}': use enable or disable": "Unbekannte Plugin-Aktion '{{action}}': verwenden Sie enable oder disable",
  "Upload at most {{maxFiles}} files, in the multipart field 'files'":
    "Laden Sie höchstens {{maxFiles}} Dateien im Multipart-Feld 'files' hoch",
  'Upload rejected: {{e}}': 'Upload abgelehnt: {{e}}',
  'User does not exist or have sufficient permission to create schema':
    'Der Benutzer existiert nicht oder hat keine Berechtigung, ein Schema anzulegen',
  'an npm package name': 'ein npm-Paketname',
  'lower-case letters, digits and dashes, starting with a letter':
    'Kleinbuchstaben, Ziffern und Bindestriche, beginnend mit einem Buchstaben',
  'plugin ids': 'Plugin-IDs',
  'title is required': 'title ist erforderlich',
  '{{err}}: uninstall or disable it first': '{{err}}: deinstallieren oder deaktivieren Sie es zuerst',
  "The plugin package was refused: a plugin with id '{{id}}' is already installed: uninstall it first":
    "Das Plugin-Paket wurde abgelehnt: ein Plugin mit der ID '{{id}}' ist bereits installiert: deinstallieren Sie es zuerst",
  "The plugin package was refused: a plugin with id '{{id}}' is built in":
    "Das Plugin-Paket wurde abgelehnt: ein Plugin mit der ID '{{id}}' ist fest eingebaut",
};
