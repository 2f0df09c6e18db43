/** Italian server messages. */
export const it_IT: Record<string, string> = {
  "{{name}} must be 'true' or 'false'": "{{name}} deve essere 'true' o 'false'",
  "'{{spec}}' is not an npm package name": "'{{spec}}' non è un nome di pacchetto npm",
  "'{{wanted}}' is not a version, range or tag": "'{{wanted}}' non è una versione, un intervallo o un tag",
  'Authentication is unavailable: the access-control plugin is not running':
    'Autenticazione non disponibile: il plugin di controllo degli accessi non è in esecuzione',
  'Bad request': 'Richiesta non valida',
  'Connection Failure:': 'Connessione non riuscita:',
  'Connection was successful': 'Connessione riuscita',
  "Cover column '{{coverColumn}}' is not an attachment column": "La colonna di copertina '{{coverColumn}}' non è una colonna di allegati",
  'File too large: at most {{maxFileMb}} MB per file': 'File troppo grande: al massimo {{maxFileMb}} MB per file',
  "Forbidden: this action needs the '{{permission}}' permission": "Vietato: questa azione richiede l’autorizzazione '{{permission}}'",
  'Installing plugins is turned off: the operator sets PLINTH_PLUGIN_INSTALL=1 to allow it':
    'L’installazione dei plugin è disattivata: l’operatore imposta PLINTH_PLUGIN_INSTALL=1 per consentirla',
  'Internal server error': 'Errore interno del server',
  'Invalid character in folder path': 'Carattere non valido nel percorso della cartella',
  'Invalid database credentials': 'Credenziali del database non valide',
  'Invalid input': 'Input non valido',
  "Invalid operation '{{q}}': expected sqlOp_{operation} or sqlOpPlus_{operation}":
    "Operazione '{{q}}' non valida: previsto sqlOp_{operation} o sqlOpPlus_{operation}",
  'Invalid upload: {{err}}': 'Caricamento non valido: {{err}}',
  'Missing operation: call /dashboard?q=sqlOp_{operation}': 'Operazione mancante: chiama /dashboard?q=sqlOp_{operation}',
  "No file uploaded: send multipart/form-data with the field 'files'":
    "Nessun file caricato: invia multipart/form-data con il campo 'files'",
  "No plugin is titled '{{title}}'": "Nessun plugin si intitola '{{title}}'",
  'Not Found: GET {{path}}': 'Non trovato: GET {{path}}',
  'Not Found: {{method}} {{path}}': 'Non trovato: {{method}} {{path}}',
  'Not a socket.io request': 'Non è una richiesta socket.io',
  'Only the super admin can install or uninstall plugins': 'Solo il super admin può installare o disinstallare plugin',
  "Plugin '{{id}}' could not start: {{state}}": "Impossibile avviare il plugin '{{id}}': {{state}}",
  "Plugin '{{id}}' has no settings": "Il plugin '{{id}}' non ha impostazioni",
  "Plugin '{{id}}' has no settings test '{{name}}'": "Il plugin '{{id}}' non ha il test di impostazioni '{{name}}'",
  "Plugin '{{id}}' is built in: disable it instead": "Il plugin '{{id}}' è integrato: disattivalo invece",
  "Plugin '{{id}}' is not running: enable it first": "Il plugin '{{id}}' non è in esecuzione: attivalo prima",
  "Plugin '{{id}}' provides access control and cannot be disabled at run time":
    "Il plugin '{{id}}' fornisce il controllo degli accessi e non può essere disattivato durante l’esecuzione",
  "Plugin '{{id}}' was uninstalled": "Il plugin '{{id}}' è stato disinstallato",
  "Plugin '{{pluginId}}' has no settings": "Il plugin '{{pluginId}}' non ha impostazioni",
  'Request body is not valid JSON': 'Il corpo della richiesta non è un JSON valido',
  'Request body is too large': 'Il corpo della richiesta è troppo grande',
  'Request body must be a JSON object': 'Il corpo della richiesta deve essere un oggetto JSON',
  "Send a .tgz in the multipart field 'file', or { npm: 'package-name' }":
    "Invia un .tgz nel campo multipart 'file', oppure { npm: 'package-name' }",
  "Send the plugin package (.tgz) in the multipart field 'file'": "Invia il pacchetto del plugin (.tgz) nel campo multipart 'file'",
  'Settings must be a JSON object': 'Le impostazioni devono essere un oggetto JSON',
  "Stored settings of plugin '{{pluginId}}' are not valid JSON":
    "Le impostazioni salvate del plugin '{{pluginId}}' non sono un JSON valido",
  "The 'json' part is not valid JSON": "La parte 'json' non è un JSON valido",
  "The 'json' part must be a JSON string": "La parte 'json' deve essere una stringa JSON",
  "The npm registry answered {{status}} for '{{name}}'": "Il registro npm ha risposto {{status}} per '{{name}}'",
  'The npm registry answered {{status}} for the tarball of {{name}}@{{version}}':
    'Il registro npm ha risposto {{status}} per il tarball di {{name}}@{{version}}',
  "The npm registry has no package '{{name}}'": "Il registro npm non ha alcun pacchetto '{{name}}'",
  "The npm registry has no version of '{{name}}' matching '{{wanted}}'":
    "Il registro npm non ha alcuna versione di '{{name}}' corrispondente a '{{wanted}}'",
  "The npm registry's answer for '{{name}}' is not JSON": "La risposta del registro npm per '{{name}}' non è JSON",
  "The package {{what}} does not match the registry's integrity hash":
    'Il pacchetto {{what}} non corrisponde all’hash di integrità del registro',
  "The package {{what}} does not match the registry's shasum": 'Il pacchetto {{what}} non corrisponde allo shasum del registro',
  'The plugin package is larger than {{uploadBytes}} MB': 'Il pacchetto del plugin supera {{uploadBytes}} MB',
  "The plugin package was refused: it needs plugin '{{missing}}', which is not running":
    "Pacchetto del plugin rifiutato: richiede il plugin '{{missing}}', che non è in esecuzione",
  "The plugin package was refused: the entry '{{path}}' leaves the package":
    "Pacchetto del plugin rifiutato: la voce '{{path}}' esce dal pacchetto",
  'The plugin package was refused: {{err}}': 'Pacchetto del plugin rifiutato: {{err}}',
  'The plugin package was refused: {{loadError}}': 'Pacchetto del plugin rifiutato: {{loadError}}',
  'The plugin package was refused: {{msg}}': 'Pacchetto del plugin rifiutato: {{msg}}',
  'The registry gives no integrity hash for {{what}}': 'Il registro non fornisce alcun hash di integrità per {{what}}',
  'This SQLite file is not in a folder the server allows for external databases':
    'Questo file SQLite non si trova in una cartella consentita dal server per i database esterni',
  'Unable to connect to database, please check your database is up':
    'Impossibile connettersi al database: verifica che il database sia attivo',
  "Unknown column '{{key}}'": "Colonna sconosciuta '{{key}}'",
  "Unknown operation '{{name}}'": "Operazione sconosciuta '{{name}}'",
  "Unknown plugin '{{id}}'": "Plugin sconosciuto '{{id}}'",
  "Unknown plugin action '{{action}}': use enable or disable": "Azione del plugin sconosciuta '{{action}}': usa enable o disable",
  "Upload at most {{maxFiles}} files, in the multipart field 'files'": "Carica al massimo {{maxFiles}} file, nel campo multipart 'files'",
  'Upload rejected: {{e}}': 'Caricamento rifiutato: {{e}}',
  'User does not exist or have sufficient permission to create schema':
    'L’utente non esiste o non ha i permessi sufficienti per creare lo schema',
  'an npm package name': 'un nome di pacchetto npm',
  'lower-case letters, digits and dashes, starting with a letter': 'lettere minuscole, cifre e trattini, iniziando con una lettera',
  'plugin ids': 'ID dei plugin',
  'title is required': 'title è obbligatorio',
  '{{err}}: uninstall or disable it first': '{{err}}: disinstallalo o disattivalo prima',
  "The plugin package was refused: a plugin with id '{{id}}' is already installed: uninstall it first":
    "Pacchetto del plugin rifiutato: un plugin con id '{{id}}' è già installato: disinstallalo prima",
  "The plugin package was refused: a plugin with id '{{id}}' is built in":
    "Pacchetto del plugin rifiutato: un plugin con id '{{id}}' è integrato",
};
