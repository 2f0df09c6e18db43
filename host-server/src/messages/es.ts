/** Spanish server messages. */
export const es: Record<string, string> = {
  "{{name}} must be 'true' or 'false'": "{{name}} debe ser 'true' o 'false'",
  "'{{spec}}' is not an npm package name": "'{{spec}}' no es un nombre de paquete npm",
  "'{{wanted}}' is not a version, range or tag": "'{{wanted}}' no es una versión, un rango ni una etiqueta",
  'Authentication is unavailable: the access-control plugin is not running':
    'La autenticación no está disponible: el plugin de control de acceso no está en ejecución',
  'Bad request': 'Petición incorrecta',
  'Connection Failure:': 'Error de conexión:',
  'Connection was successful': 'Conexión correcta',
  "Cover column '{{coverColumn}}' is not an attachment column": "La columna de portada '{{coverColumn}}' no es una columna de adjuntos",
  'File too large: at most {{maxFileMb}} MB per file': 'Archivo demasiado grande: como máximo {{maxFileMb}} MB por archivo',
  "Forbidden: this action needs the '{{permission}}' permission": "Prohibido: esta acción necesita el permiso '{{permission}}'",
  'Installing plugins is turned off: the operator sets PLINTH_PLUGIN_INSTALL=1 to allow it':
    'La instalación de plugins está desactivada: el operador define PLINTH_PLUGIN_INSTALL=1 para permitirla',
  'Internal server error': 'Error interno del servidor',
  'Invalid character in folder path': 'Carácter no válido en la ruta de la carpeta',
  'Invalid database credentials': 'Credenciales de base de datos no válidas',
  'Invalid input': 'Entrada no válida',
  "Invalid operation '{{q}}': expected sqlOp_{operation} or sqlOpPlus_{operation}":
    "Operación '{{q}}' no válida: se esperaba sqlOp_{operation} o sqlOpPlus_{operation}",
  'Invalid upload: {{err}}': 'Subida no válida: {{err}}',
  'Missing operation: call /dashboard?q=sqlOp_{operation}': 'Falta la operación: llama a /dashboard?q=sqlOp_{operation}',
  "No file uploaded: send multipart/form-data with the field 'files'":
    "No se ha subido ningún archivo: envía multipart/form-data con el campo 'files'",
  "No plugin is titled '{{title}}'": "Ningún plugin se titula '{{title}}'",
  'Not Found: GET {{path}}': 'No encontrado: GET {{path}}',
  'Not Found: {{method}} {{path}}': 'No encontrado: {{method}} {{path}}',
  'Not a socket.io request': 'No es una petición de socket.io',
  'Only the super admin can install or uninstall plugins': 'Solo el superadministrador puede instalar o desinstalar plugins',
  "Plugin '{{id}}' could not start: {{state}}": "El plugin '{{id}}' no pudo iniciarse: {{state}}",
  "Plugin '{{id}}' has no settings": "El plugin '{{id}}' no tiene configuración",
  "Plugin '{{id}}' has no settings test '{{name}}'": "El plugin '{{id}}' no tiene la prueba de configuración '{{name}}'",
  "Plugin '{{id}}' is built in: disable it instead": "El plugin '{{id}}' es integrado: desactívalo en su lugar",
  "Plugin '{{id}}' is not running: enable it first": "El plugin '{{id}}' no está en ejecución: actívalo primero",
  "Plugin '{{id}}' provides access control and cannot be disabled at run time":
    "El plugin '{{id}}' proporciona el control de acceso y no se puede desactivar en tiempo de ejecución",
  "Plugin '{{id}}' was uninstalled": "El plugin '{{id}}' se ha desinstalado",
  "Plugin '{{pluginId}}' has no settings": "El plugin '{{pluginId}}' no tiene configuración",
  'Request body is not valid JSON': 'El cuerpo de la petición no es un JSON válido',
  'Request body is too large': 'El cuerpo de la petición es demasiado grande',
  'Request body must be a JSON object': 'El cuerpo de la petición debe ser un objeto JSON',
  "Send a .tgz in the multipart field 'file', or { npm: 'package-name' }":
    "Envía un .tgz en el campo multipart 'file', o { npm: 'package-name' }",
  "Send the plugin package (.tgz) in the multipart field 'file'": "Envía el paquete del plugin (.tgz) en el campo multipart 'file'",
  'Settings must be a JSON object': 'La configuración debe ser un objeto JSON',
  "Stored settings of plugin '{{pluginId}}' are not valid JSON": "La configuración guardada del plugin '{{pluginId}}' no es un JSON válido",
  "The 'json' part is not valid JSON": "La parte 'json' no es un JSON válido",
  "The 'json' part must be a JSON string": "La parte 'json' debe ser una cadena JSON",
  "The npm registry answered {{status}} for '{{name}}'": "El registro de npm respondió {{status}} para '{{name}}'",
  'The npm registry answered {{status}} for the tarball of {{name}}@{{version}}':
    'El registro de npm respondió {{status}} para el tarball de {{name}}@{{version}}',
  "The npm registry has no package '{{name}}'": "El registro de npm no tiene ningún paquete '{{name}}'",
  "The npm registry has no version of '{{name}}' matching '{{wanted}}'":
    "El registro de npm no tiene ninguna versión de '{{name}}' que coincida con '{{wanted}}'",
  "The npm registry's answer for '{{name}}' is not JSON": "La respuesta del registro de npm para '{{name}}' no es JSON",
  "The package {{what}} does not match the registry's integrity hash":
    'El paquete {{what}} no coincide con el hash de integridad del registro',
  "The package {{what}} does not match the registry's shasum": 'El paquete {{what}} no coincide con el shasum del registro',
  'The plugin package is larger than {{uploadBytes}} MB': 'El paquete del plugin ocupa más de {{uploadBytes}} MB',
  "The plugin package was refused: it needs plugin '{{missing}}', which is not running":
    "Se rechazó el paquete del plugin: necesita el plugin '{{missing}}', que no está en ejecución",
  "The plugin package was refused: the entry '{{path}}' leaves the package":
    "Se rechazó el paquete del plugin: la entrada '{{path}}' sale del paquete",
  'The plugin package was refused: {{err}}': 'Se rechazó el paquete del plugin: {{err}}',
  'The plugin package was refused: {{loadError}}': 'Se rechazó el paquete del plugin: {{loadError}}',
  'The plugin package was refused: {{msg}}': 'Se rechazó el paquete del plugin: {{msg}}',
  'The registry gives no integrity hash for {{what}}': 'El registro no da ningún hash de integridad para {{what}}',
  'This SQLite file is not in a folder the server allows for external databases':
    'Este archivo SQLite no está en una carpeta que el servidor permita para bases de datos externas',
  'Unable to connect to database, please check your database is up':
    'No se puede conectar a la base de datos; comprueba que esté en funcionamiento',
  "Unknown column '{{key}}'": "Columna '{{key}}' desconocida",
  "Unknown operation '{{name}}'": "Operación '{{name}}' desconocida",
  "Unknown plugin '{{id}}'": "Plugin '{{id}}' desconocido",
  "Unknown plugin action '{{action}}': use enable or disable": "Acción de plugin '{{action}}' desconocida: usa enable o disable",
  "Upload at most {{maxFiles}} files, in the multipart field 'files'":
    "Sube como máximo {{maxFiles}} archivos, en el campo multipart 'files'",
  'Upload rejected: {{e}}': 'Subida rechazada: {{e}}',
  'User does not exist or have sufficient permission to create schema':
    'El usuario no existe o no tiene permiso suficiente para crear el esquema',
  'an npm package name': 'un nombre de paquete npm',
  'lower-case letters, digits and dashes, starting with a letter': 'letras minúsculas, dígitos y guiones, empezando por una letra',
  'plugin ids': 'ids de plugin',
  'title is required': 'title es obligatorio',
  '{{err}}: uninstall or disable it first': '{{err}}: desinstálalo o desactívalo primero',
  "The plugin package was refused: a plugin with id '{{id}}' is already installed: uninstall it first":
    "Se rechazó el paquete del plugin: un plugin con el id '{{id}}' ya está instalado: desinstálalo primero",
  "The plugin package was refused: a plugin with id '{{id}}' is built in":
    "Se rechazó el paquete del plugin: un plugin con el id '{{id}}' viene integrado",
};
