/** French server messages. */
export const fr: Record<string, string> = {
  "{{name}} must be 'true' or 'false'": "{{name}} doit valoir 'true' ou 'false'",
  "'{{spec}}' is not an npm package name": "'{{spec}}' n'est pas un nom de paquet npm",
  "'{{wanted}}' is not a version, range or tag": "'{{wanted}}' n'est ni une version, ni une plage, ni une étiquette",
  'Authentication is unavailable: the access-control plugin is not running':
    "L'authentification n'est pas disponible : le plugin de contrôle d'accès ne fonctionne pas",
  'Bad request': 'Requête incorrecte',
  'Connection Failure:': 'Échec de la connexion :',
  'Connection was successful': 'Connexion réussie',
  "Cover column '{{coverColumn}}' is not an attachment column":
    "La colonne de couverture '{{coverColumn}}' n'est pas une colonne de pièces jointes",
  'File too large: at most {{maxFileMb}} MB per file': 'Fichier trop volumineux : {{maxFileMb}} Mo au maximum par fichier',
  "Forbidden: this action needs the '{{permission}}' permission": "Interdit : cette action nécessite l'autorisation '{{permission}}'",
  'Installing plugins is turned off: the operator sets PLINTH_PLUGIN_INSTALL=1 to allow it':
    "L'installation de plugins est désactivée : l'opérateur définit PLINTH_PLUGIN_INSTALL=1 pour l'autoriser",
  'Internal server error': 'Erreur interne du serveur',
  'Invalid character in folder path': 'Caractère non valide dans le chemin du dossier',
  'Invalid database credentials': 'Identifiants de base de données non valides',
  'Invalid input': 'Saisie non valide',
  "Invalid operation '{{q}}': expected sqlOp_{operation} or sqlOpPlus_{operation}":
    "Opération '{{q}}' non valide : sqlOp_{operation} ou sqlOpPlus_{operation} attendu",
  'Invalid upload: {{err}}': 'Envoi non valide : {{err}}',
  'Missing operation: call /dashboard?q=sqlOp_{operation}': 'Opération manquante : appelez /dashboard?q=sqlOp_{operation}',
  "No file uploaded: send multipart/form-data with the field 'files'":
    "Aucun fichier envoyé : envoyez du multipart/form-data avec le champ 'files'",
  "No plugin is titled '{{title}}'": "Aucun plugin n'a pour titre '{{title}}'",
  'Not Found: GET {{path}}': 'Introuvable : GET {{path}}',
  'Not Found: {{method}} {{path}}': 'Introuvable : {{method}} {{path}}',
  'Not a socket.io request': "Ce n'est pas une requête socket.io",
  'Only the super admin can install or uninstall plugins': 'Seul le super administrateur peut installer ou désinstaller des plugins',
  "Plugin '{{id}}' could not start: {{state}}": "Le plugin '{{id}}' n'a pas pu démarrer : {{state}}",
  "Plugin '{{id}}' has no settings": "Le plugin '{{id}}' n'a pas de paramètres",
  "Plugin '{{id}}' has no settings test '{{name}}'": "Le plugin '{{id}}' n'a pas de test de paramètres '{{name}}'",
  "Plugin '{{id}}' is built in: disable it instead": "Le plugin '{{id}}' est intégré : désactivez-le plutôt",
  "Plugin '{{id}}' is not running: enable it first": "Le plugin '{{id}}' ne fonctionne pas : activez-le d'abord",
  "Plugin '{{id}}' provides access control and cannot be disabled at run time":
    "Le plugin '{{id}}' assure le contrôle d'accès et ne peut pas être désactivé en cours d'exécution",
  "Plugin '{{id}}' was uninstalled": "Le plugin '{{id}}' a été désinstallé",
  "Plugin '{{pluginId}}' has no settings": "Le plugin '{{pluginId}}' n'a pas de paramètres",
  'Request body is not valid JSON': "Le corps de la requête n'est pas un JSON valide",
  'Request body is too large': 'Le corps de la requête est trop volumineux',
  'Request body must be a JSON object': 'Le corps de la requête doit être un objet JSON',
  "Send a .tgz in the multipart field 'file', or { npm: 'package-name' }":
    "Envoyez un .tgz dans le champ multipart 'file', ou { npm: 'package-name' }",
  "Send the plugin package (.tgz) in the multipart field 'file'": "Envoyez le paquet du plugin (.tgz) dans le champ multipart 'file'",
  'Settings must be a JSON object': 'Les paramètres doivent être un objet JSON',
  "Stored settings of plugin '{{pluginId}}' are not valid JSON":
    "Les paramètres enregistrés du plugin '{{pluginId}}' ne sont pas un JSON valide",
  "The 'json' part is not valid JSON": "La partie 'json' n'est pas un JSON valide",
  "The 'json' part must be a JSON string": "La partie 'json' doit être une chaîne JSON",
  "The npm registry answered {{status}} for '{{name}}'": "Le registre npm a répondu {{status}} pour '{{name}}'",
  'The npm registry answered {{status}} for the tarball of {{name}}@{{version}}':
    "Le registre npm a répondu {{status}} pour l'archive de {{name}}@{{version}}",
  "The npm registry has no package '{{name}}'": "Le registre npm n'a pas de paquet '{{name}}'",
  "The npm registry has no version of '{{name}}' matching '{{wanted}}'":
    "Le registre npm n'a aucune version de '{{name}}' correspondant à '{{wanted}}'",
  "The npm registry's answer for '{{name}}' is not JSON": "La réponse du registre npm pour '{{name}}' n'est pas du JSON",
  "The package {{what}} does not match the registry's integrity hash":
    "Le paquet {{what}} ne correspond pas au hachage d'intégrité du registre",
  "The package {{what}} does not match the registry's shasum": 'Le paquet {{what}} ne correspond pas au shasum du registre',
  'The plugin package is larger than {{uploadBytes}} MB': 'Le paquet du plugin dépasse {{uploadBytes}} Mo',
  "The plugin package was refused: it needs plugin '{{missing}}', which is not running":
    "Le paquet du plugin a été refusé : il nécessite le plugin '{{missing}}', qui ne fonctionne pas",
  "The plugin package was refused: the entry '{{path}}' leaves the package":
    "Le paquet du plugin a été refusé : l'entrée '{{path}}' sort du paquet",
  'The plugin package was refused: {{err}}': 'Le paquet du plugin a été refusé : {{err}}',
  'The plugin package was refused: {{loadError}}': 'Le paquet du plugin a été refusé : {{loadError}}',
  'The plugin package was refused: {{msg}}': 'Le paquet du plugin a été refusé : {{msg}}',
  'The registry gives no integrity hash for {{what}}': "Le registre ne donne aucun hachage d'intégrité pour {{what}}",
  'This SQLite file is not in a folder the server allows for external databases':
    'Ce fichier SQLite ne se trouve pas dans un dossier autorisé par le serveur pour les bases de données externes',
  'Unable to connect to database, please check your database is up':
    "Impossible de se connecter à la base de données, vérifiez qu'elle est démarrée",
  "Unknown column '{{key}}'": "Colonne '{{key}}' inconnue",
  "Unknown operation '{{name}}'": "Opération '{{name}}' inconnue",
  "Unknown plugin '{{id}}'": "Plugin '{{id}}' inconnu",
  "Unknown plugin action '{{action}}': use enable or disable": "Action de plugin '{{action}}' inconnue : utilisez enable ou disable",
  "Upload at most {{maxFiles}} files, in the multipart field 'files'":
    "Envoyez au plus {{maxFiles}} fichiers, dans le champ multipart 'files'",
  'Upload rejected: {{e}}': 'Envoi refusé : {{e}}',
  'User does not exist or have sufficient permission to create schema':
    "L'utilisateur n'existe pas ou n'a pas l'autorisation suffisante pour créer un schéma",
  'an npm package name': 'un nom de paquet npm',
  'lower-case letters, digits and dashes, starting with a letter': 'lettres minuscules, chiffres et tirets, en commençant par une lettre',
  'plugin ids': 'identifiants de plugin',
  'title is required': 'title est obligatoire',
  '{{err}}: uninstall or disable it first': "{{err}} : désinstallez-le ou désactivez-le d'abord",
  "The plugin package was refused: a plugin with id '{{id}}' is already installed: uninstall it first":
    "Le paquet du plugin a été refusé : un plugin avec l'identifiant '{{id}}' est déjà installé : désinstallez-le d'abord",
  "The plugin package was refused: a plugin with id '{{id}}' is built in":
    "Le paquet du plugin a été refusé : un plugin avec l'identifiant '{{id}}' est intégré",
};
