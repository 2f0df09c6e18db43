/** Japanese server messages. */
export const ja: Record<string, string> = {
  "{{name}} must be 'true' or 'false'": "{{name}} は 'true' または 'false' である必要があります",
  "'{{spec}}' is not an npm package name": "'{{spec}}' は npm パッケージ名ではありません",
  "'{{wanted}}' is not a version, range or tag": "'{{wanted}}' はバージョン、範囲、タグのいずれでもありません",
  'Authentication is unavailable: the access-control plugin is not running':
    '認証を利用できません: アクセス制御プラグインが動作していません',
  'Bad request': '不正なリクエストです',
  'Connection Failure:': '接続に失敗しました:',
  'Connection was successful': '接続に成功しました',
  "Cover column '{{coverColumn}}' is not an attachment column": "カバー列 '{{coverColumn}}' は添付ファイル列ではありません",
  'File too large: at most {{maxFileMb}} MB per file': 'ファイルが大きすぎます: 1 ファイルあたり最大 {{maxFileMb}} MB です',
  "Forbidden: this action needs the '{{permission}}' permission": "禁止されています: この操作には '{{permission}}' 権限が必要です",
  'Installing plugins is turned off: the operator sets PLINTH_PLUGIN_INSTALL=1 to allow it':
    'プラグインのインストールは無効です: 運用者が PLINTH_PLUGIN_INSTALL=1 を設定すると許可されます',
  'Internal server error': '内部サーバーエラー',
  'Invalid character in folder path': 'フォルダーパスに無効な文字があります',
  'Invalid database credentials': 'データベースの認証情報が無効です',
  'Invalid input': '入力が無効です',
  "Invalid operation '{{q}}': expected sqlOp_{operation} or sqlOpPlus_{operation}":
    "無効な操作 '{{q}}': sqlOp_{operation} または sqlOpPlus_{operation} を指定してください",
  'Invalid upload: {{err}}': '無効なアップロード: {{err}}',
  'Missing operation: call /dashboard?q=sqlOp_{operation}': '操作がありません: /dashboard?q=sqlOp_{operation} を呼び出してください',
  "No file uploaded: send multipart/form-data with the field 'files'":
    "ファイルがアップロードされていません: フィールド 'files' を付けて multipart/form-data で送信してください",
  "No plugin is titled '{{title}}'": "'{{title}}' という名前のプラグインはありません",
  'Not Found: GET {{path}}': '見つかりません: GET {{path}}',
  'Not Found: {{method}} {{path}}': '見つかりません: {{method}} {{path}}',
  'Not a socket.io request': 'socket.io のリクエストではありません',
  'Only the super admin can install or uninstall plugins': 'プラグインのインストールとアンインストールはスーパー管理者だけが行えます',
  "Plugin '{{id}}' could not start: {{state}}": "プラグイン '{{id}}' を起動できませんでした: {{state}}",
  "Plugin '{{id}}' has no settings": "プラグイン '{{id}}' には設定がありません",
  "Plugin '{{id}}' has no settings test '{{name}}'": "プラグイン '{{id}}' には設定テスト '{{name}}' がありません",
  "Plugin '{{id}}' is built in: disable it instead": "プラグイン '{{id}}' は組み込みです: 代わりに無効にしてください",
  "Plugin '{{id}}' is not running: enable it first": "プラグイン '{{id}}' は動作していません: 先に有効にしてください",
  "Plugin '{{id}}' provides access control and cannot be disabled at run time":
    "プラグイン '{{id}}' はアクセス制御を提供しているため、実行中に無効にできません",
  "Plugin '{{id}}' was uninstalled": "プラグイン '{{id}}' をアンインストールしました",
  "Plugin '{{pluginId}}' has no settings": "プラグイン '{{pluginId}}' には設定がありません",
  'Request body is not valid JSON': 'リクエスト本文が有効な JSON ではありません',
  'Request body is too large': 'リクエスト本文が大きすぎます',
  'Request body must be a JSON object': 'リクエスト本文は JSON オブジェクトである必要があります',
  "Send a .tgz in the multipart field 'file', or { npm: 'package-name' }":
    ".tgz をマルチパートフィールド 'file' で送るか、{ npm: 'package-name' } を送信してください",
  "Send the plugin package (.tgz) in the multipart field 'file'":
    "プラグインパッケージ (.tgz) をマルチパートフィールド 'file' で送信してください",
  'Settings must be a JSON object': '設定は JSON オブジェクトである必要があります',
  "Stored settings of plugin '{{pluginId}}' are not valid JSON": "プラグイン '{{pluginId}}' の保存済み設定が有効な JSON ではありません",
  "The 'json' part is not valid JSON": "'json' パートが有効な JSON ではありません",
  "The 'json' part must be a JSON string": "'json' パートは JSON 文字列である必要があります",
  "The npm registry answered {{status}} for '{{name}}'": "npm レジストリは '{{name}}' に対して {{status}} を返しました",
  'The npm registry answered {{status}} for the tarball of {{name}}@{{version}}':
    'npm レジストリは {{name}}@{{version}} の tarball に対して {{status}} を返しました',
  "The npm registry has no package '{{name}}'": "npm レジストリにパッケージ '{{name}}' はありません",
  "The npm registry has no version of '{{name}}' matching '{{wanted}}'":
    "npm レジストリに '{{wanted}}' に一致する '{{name}}' のバージョンはありません",
  "The npm registry's answer for '{{name}}' is not JSON": "npm レジストリの '{{name}}' に対する応答が JSON ではありません",
  "The package {{what}} does not match the registry's integrity hash": 'パッケージ {{what}} がレジストリの整合性ハッシュと一致しません',
  "The package {{what}} does not match the registry's shasum": 'パッケージ {{what}} がレジストリの shasum と一致しません',
  'The plugin package is larger than {{uploadBytes}} MB': 'プラグインパッケージが {{uploadBytes}} MB を超えています',
  "The plugin package was refused: it needs plugin '{{missing}}', which is not running":
    "プラグインパッケージは拒否されました: 動作していないプラグイン '{{missing}}' が必要です",
  "The plugin package was refused: the entry '{{path}}' leaves the package":
    "プラグインパッケージは拒否されました: エントリ '{{path}}' がパッケージの外を指しています",
  'The plugin package was refused: {{err}}': 'プラグインパッケージは拒否されました: {{err}}',
  'The plugin package was refused: {{loadError}}': 'プラグインパッケージは拒否されました: {{loadError}}',
  'The plugin package was refused: {{msg}}': 'プラグインパッケージは拒否されました: {{msg}}',
  'The registry gives no integrity hash for {{what}}': 'レジストリが {{what}} の整合性ハッシュを提供していません',
  'This SQLite file is not in a folder the server allows for external databases':
    'この SQLite ファイルは、サーバーが外部データベースに許可しているフォルダーにありません',
  'Unable to connect to database, please check your database is up':
    'データベースに接続できません。データベースが起動しているか確認してください',
  "Unknown column '{{key}}'": "不明な列 '{{key}}'",
  "Unknown operation '{{name}}'": "不明な操作 '{{name}}'",
  "Unknown plugin '{{id}}'": "不明なプラグイン '{{id}}'",
  "Unknown plugin action '{{action}}': use enable or disable":
    "不明なプラグイン操作 '{{action}}': enable または disable を使用してください",
  "Upload at most {{maxFiles}} files, in the multipart field 'files'":
    "マルチパートフィールド 'files' でアップロードできるファイルは最大 {{maxFiles}} 個です",
  'Upload rejected: {{e}}': 'アップロードが拒否されました: {{e}}',
  'User does not exist or have sufficient permission to create schema': 'ユーザーが存在しないか、スキーマを作成する権限がありません',
  'an npm package name': 'npm パッケージ名',
  'lower-case letters, digits and dashes, starting with a letter': '英小文字、数字、ハイフン (先頭は英字)',
  'plugin ids': 'プラグイン ID',
  'title is required': 'title は必須です',
  '{{err}}: uninstall or disable it first': '{{err}}: 先にアンインストールするか無効にしてください',
  "The plugin package was refused: a plugin with id '{{id}}' is already installed: uninstall it first":
    "プラグインパッケージは拒否されました: ID '{{id}}' のプラグインはすでにインストールされています。先にアンインストールしてください",
  "The plugin package was refused: a plugin with id '{{id}}' is built in":
    "プラグインパッケージは拒否されました: ID '{{id}}' のプラグインは組み込みです",
};
