/** Finnish server messages. */
export const fi: Record<string, string> = {
  "{{name}} must be 'true' or 'false'": "{{name}}-arvon on oltava 'true' tai 'false'",
  "'{{spec}}' is not an npm package name": "'{{spec}}' ei ole npm-paketin nimi",
  "'{{wanted}}' is not a version, range or tag": "'{{wanted}}' ei ole versio, versioväli eikä tagi",
  'Authentication is unavailable: the access-control plugin is not running':
    'Todennus ei ole käytettävissä: käyttöoikeuslaajennus ei ole käynnissä',
  'Bad request': 'Virheellinen pyyntö',
  'Connection Failure:': 'Yhteysvirhe:',
  'Connection was successful': 'Yhteys onnistui',
  "Cover column '{{coverColumn}}' is not an attachment column": "Kansikuvasarake '{{coverColumn}}' ei ole liitesarake",
  'File too large: at most {{maxFileMb}} MB per file': 'Tiedosto on liian suuri: enintään {{maxFileMb}} Mt tiedostoa kohden',
  "Forbidden: this action needs the '{{permission}}' permission": "Ei käyttöoikeutta: tämä toiminto vaatii oikeuden '{{permission}}'",
  'Installing plugins is turned off: the operator sets PLINTH_PLUGIN_INSTALL=1 to allow it':
    'Laajennusten asentaminen on poistettu käytöstä: ylläpitäjä sallii sen asetuksella PLINTH_PLUGIN_INSTALL=1',
  'Internal server error': 'Palvelimen sisäinen virhe',
  'Invalid character in folder path': 'Virheellinen merkki kansion polussa',
  'Invalid database credentials': 'Virheelliset tietokannan tunnistetiedot',
  'Invalid input': 'Virheellinen syöte',
  "Invalid operation '{{q}}': expected sqlOp_{operation} or sqlOpPlus_{operation}":
    "Virheellinen toiminto '{{q}}': odotettiin sqlOp_{operation} tai sqlOpPlus_{operation}",
  'Invalid upload: {{err}}': 'Virheellinen lataus: {{err}}',
  'Missing operation: call /dashboard?q=sqlOp_{operation}': 'Toiminto puuttuu: kutsu /dashboard?q=sqlOp_{operation}',
  "No file uploaded: send multipart/form-data with the field 'files'":
    "Tiedostoa ei ladattu: lähetä multipart/form-data, jossa on kenttä 'files'",
  "No plugin is titled '{{title}}'": "Yhdenkään laajennuksen nimi ei ole '{{title}}'",
  'Not Found: GET {{path}}': 'Ei löytynyt: GET {{path}}',
  'Not Found: {{method}} {{path}}': 'Ei löytynyt: {{method}} {{path}}',
  'Not a socket.io request': 'Ei socket.io-pyyntö',
  'Only the super admin can install or uninstall plugins': 'Vain pääylläpitäjä voi asentaa tai poistaa laajennuksia',
  "Plugin '{{id}}' could not start: {{state}}": "Laajennusta '{{id}}' ei voitu käynnistää: {{state}}",
  "Plugin '{{id}}' has no settings": "Laajennuksella '{{id}}' ei ole asetuksia",
  "Plugin '{{id}}' has no settings test '{{name}}'": "Laajennuksella '{{id}}' ei ole asetustestiä '{{name}}'",
  "Plugin '{{id}}' is built in: disable it instead": "Laajennus '{{id}}' on sisäänrakennettu: poista se käytöstä",
  "Plugin '{{id}}' is not running: enable it first": "Laajennus '{{id}}' ei ole käynnissä: ota se ensin käyttöön",
  "Plugin '{{id}}' provides access control and cannot be disabled at run time":
    "Laajennus '{{id}}' huolehtii käyttöoikeuksista, eikä sitä voi poistaa käytöstä ajon aikana",
  "Plugin '{{id}}' was uninstalled": "Laajennus '{{id}}' poistettiin",
  "Plugin '{{pluginId}}' has no settings": "Laajennuksella '{{pluginId}}' ei ole asetuksia",
  'Request body is not valid JSON': 'Pyynnön sisältö ei ole kelvollista JSONia',
  'Request body is too large': 'Pyynnön sisältö on liian suuri',
  'Request body must be a JSON object': 'Pyynnön sisällön on oltava JSON-objekti',
  "Send a .tgz in the multipart field 'file', or { npm: 'package-name' }":
    "Lähetä .tgz multipart-kentässä 'file' tai { npm: 'package-name' }",
  "Send the plugin package (.tgz) in the multipart field 'file'": "Lähetä laajennuspaketti (.tgz) multipart-kentässä 'file'",
  'Settings must be a JSON object': 'Asetusten on oltava JSON-objekti',
  "Stored settings of plugin '{{pluginId}}' are not valid JSON":
    "Laajennuksen '{{pluginId}}' tallennetut asetukset eivät ole kelvollista JSONia",
  "The 'json' part is not valid JSON": "Osa 'json' ei ole kelvollista JSONia",
  "The 'json' part must be a JSON string": "Osan 'json' on oltava JSON-merkkijono",
  "The npm registry answered {{status}} for '{{name}}'": "npm-rekisteri vastasi {{status}} paketille '{{name}}'",
  'The npm registry answered {{status}} for the tarball of {{name}}@{{version}}':
    'npm-rekisteri vastasi {{status}} paketin {{name}}@{{version}} tarball-tiedostolle',
  "The npm registry has no package '{{name}}'": "npm-rekisterissä ei ole pakettia '{{name}}'",
  "The npm registry has no version of '{{name}}' matching '{{wanted}}'":
    "npm-rekisterissä ei ole paketista '{{name}}' versiota, joka vastaa ehtoa '{{wanted}}'",
  "The npm registry's answer for '{{name}}' is not JSON": "npm-rekisterin vastaus paketille '{{name}}' ei ole JSONia",
  "The package {{what}} does not match the registry's integrity hash": 'Paketti {{what}} ei vastaa rekisterin eheystiivistettä',
  "The package {{what}} does not match the registry's shasum": 'Paketti {{what}} ei vastaa rekisterin shasum-arvoa',
  'The plugin package is larger than {{uploadBytes}} MB': 'Laajennuspaketti on suurempi kuin {{uploadBytes}} Mt',
  "The plugin package was refused: it needs plugin '{{missing}}', which is not running":
    "Laajennuspaketti hylättiin: se tarvitsee laajennuksen '{{missing}}', joka ei ole käynnissä",
  "The plugin package was refused: the entry '{{path}}' leaves the package":
    "Laajennuspaketti hylättiin: kohde '{{path}}' osoittaa paketin ulkopuolelle",
  'The plugin package was refused: {{err}}': 'Laajennuspaketti hylättiin: {{err}}',
  'The plugin package was refused: {{loadError}}': 'Laajennuspaketti hylättiin: {{loadError}}',
  'The plugin package was refused: {{msg}}': 'Laajennuspaketti hylättiin: {{msg}}',
  'The registry gives no integrity hash for {{what}}': 'Rekisteri ei anna eheystiivistettä kohteelle {{what}}',
  'This SQLite file is not in a folder the server allows for external databases':
    'Tämä SQLite-tiedosto ei ole kansiossa, jonka palvelin sallii ulkoisille tietokannoille',
  'Unable to connect to database, please check your database is up':
    'Tietokantaan ei saada yhteyttä. Tarkista, että tietokanta on käynnissä',
  "Unknown column '{{key}}'": "Tuntematon sarake '{{key}}'",
  "Unknown operation '{{name}}'": "Tuntematon toiminto '{{name}}'",
  "Unknown plugin '{{id}}'": "Tuntematon laajennus '{{id}}'",
  "Unknown plugin action '{{action}}': use enable or disable": "Tuntematon laajennustoiminto '{{action}}': käytä enable tai disable",
  "Upload at most {{maxFiles}} files, in the multipart field 'files'": "Lataa enintään {{maxFiles}} tiedostoa multipart-kentässä 'files'",
  'Upload rejected: {{e}}': 'Lataus hylättiin: {{e}}',
  'User does not exist or have sufficient permission to create schema': 'Käyttäjää ei ole tai hänellä ei ole oikeutta luoda skeemaa',
  'an npm package name': 'npm-paketin nimi',
  'lower-case letters, digits and dashes, starting with a letter': 'pieniä kirjaimia, numeroita ja yhdysmerkkejä, alkaen kirjaimella',
  'plugin ids': 'laajennusten tunnukset',
  'title is required': 'title vaaditaan',
  '{{err}}: uninstall or disable it first': '{{err}}: poista se tai poista se käytöstä ensin',
  "The plugin package was refused: a plugin with id '{{id}}' is already installed: uninstall it first":
    "Laajennuspaketti hylättiin: laajennus, jonka tunnus on '{{id}}', on jo asennettu: poista sen asennus ensin",
  "The plugin package was refused: a plugin with id '{{id}}' is built in":
    "Laajennuspaketti hylättiin: laajennus, jonka tunnus on '{{id}}', on sisäänrakennettu",
};
