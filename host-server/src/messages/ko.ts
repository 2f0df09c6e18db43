/** Korean server messages. */
export const ko: Record<string, string> = {
  "{{name}} must be 'true' or 'false'": "{{name}}은 'true' 또는 'false'여야 합니다",
  "'{{spec}}' is not an npm package name": '‘{{spec}}’은(는) 올바른 npm 패키지 이름이 아닙니다',
  "'{{wanted}}' is not a version, range or tag": '‘{{wanted}}’은(는) 버전, 버전 범위 또는 태그가 아닙니다',
  'Authentication is unavailable: the access-control plugin is not running':
    '인증을 사용할 수 없습니다: 접근 제어 플러그인이 실행 중이 아닙니다',
  'Bad request': '잘못된 요청입니다',
  'Connection Failure:': '연결 실패:',
  'Connection was successful': '연결되었습니다',
  "Cover column '{{coverColumn}}' is not an attachment column": '커버 열 ‘{{coverColumn}}’은(는) 첨부 파일 열이 아닙니다',
  'File too large: at most {{maxFileMb}} MB per file': '파일이 너무 큽니다: 파일당 최대 {{maxFileMb}} MB입니다',
  "Forbidden: this action needs the '{{permission}}' permission": '권한 없음: 이 작업에는 ‘{{permission}}’ 권한이 필요합니다',
  'Installing plugins is turned off: the operator sets PLINTH_PLUGIN_INSTALL=1 to allow it':
    '플러그인 설치가 꺼져 있습니다: 운영자가 PLINTH_PLUGIN_INSTALL=1을 설정해야 허용됩니다',
  'Internal server error': '내부 서버 오류',
  'Invalid character in folder path': '폴더 경로에 잘못된 문자가 있습니다',
  'Invalid database credentials': '데이터베이스 자격 증명이 올바르지 않습니다',
  'Invalid input': '입력이 올바르지 않습니다',
  "Invalid operation '{{q}}': expected sqlOp_{operation} or sqlOpPlus_{operation}":
    '잘못된 작업 ‘{{q}}’: sqlOp_{operation} 또는 sqlOpPlus_{operation} 형식이어야 합니다',
  'Invalid upload: {{err}}': '잘못된 업로드: {{err}}',
  'Missing operation: call /dashboard?q=sqlOp_{operation}': '작업이 없습니다: /dashboard?q=sqlOp_{operation}을(를) 호출하세요',
  "No file uploaded: send multipart/form-data with the field 'files'":
    "업로드된 파일이 없습니다: 'files' 필드로 multipart/form-data를 보내세요",
  "No plugin is titled '{{title}}'": '제목이 ‘{{title}}’인 플러그인이 없습니다',
  'Not Found: GET {{path}}': '찾을 수 없음: GET {{path}}',
  'Not Found: {{method}} {{path}}': '찾을 수 없음: {{method}} {{path}}',
  'Not a socket.io request': 'socket.io 요청이 아닙니다',
  'Only the super admin can install or uninstall plugins': '최고 관리자만 플러그인을 설치하거나 제거할 수 있습니다',
  "Plugin '{{id}}' could not start: {{state}}": '플러그인 ‘{{id}}’을(를) 시작할 수 없습니다: {{state}}',
  "Plugin '{{id}}' has no settings": '플러그인 ‘{{id}}’에는 설정이 없습니다',
  "Plugin '{{id}}' has no settings test '{{name}}'": '플러그인 ‘{{id}}’에는 ‘{{name}}’ 설정 테스트가 없습니다',
  "Plugin '{{id}}' is built in: disable it instead": '플러그인 ‘{{id}}’은(는) 기본 제공 플러그인입니다: 대신 비활성화하세요',
  "Plugin '{{id}}' is not running: enable it first": '플러그인 ‘{{id}}’이(가) 실행 중이 아닙니다: 먼저 활성화하세요',
  "Plugin '{{id}}' provides access control and cannot be disabled at run time":
    '플러그인 ‘{{id}}’은(는) 접근 제어를 제공하므로 실행 중에 비활성화할 수 없습니다',
  "Plugin '{{id}}' was uninstalled": '플러그인 ‘{{id}}’을(를) 제거했습니다',
  "Plugin '{{pluginId}}' has no settings": '플러그인 ‘{{pluginId}}’에는 설정이 없습니다',
  'Request body is not valid JSON': '요청 본문이 올바른 JSON이 아닙니다',
  'Request body is too large': '요청 본문이 너무 큽니다',
  'Request body must be a JSON object': '요청 본문은 JSON 객체여야 합니다',
  "Send a .tgz in the multipart field 'file', or { npm: 'package-name' }":
    "multipart 필드 'file'로 .tgz 파일을 보내거나 { npm: 'package-name' }을 보내세요",
  "Send the plugin package (.tgz) in the multipart field 'file'": "multipart 필드 'file'로 플러그인 패키지(.tgz)를 보내세요",
  'Settings must be a JSON object': '설정은 JSON 객체여야 합니다',
  "Stored settings of plugin '{{pluginId}}' are not valid JSON": '플러그인 ‘{{pluginId}}’의 저장된 설정이 올바른 JSON이 아닙니다',
  "The 'json' part is not valid JSON": "'json' 부분이 올바른 JSON이 아닙니다",
  "The 'json' part must be a JSON string": "'json' 부분은 JSON 문자열이어야 합니다",
  "The npm registry answered {{status}} for '{{name}}'": 'npm 레지스트리가 ‘{{name}}’에 대해 {{status}}을(를) 응답했습니다',
  'The npm registry answered {{status}} for the tarball of {{name}}@{{version}}':
    'npm 레지스트리가 {{name}}@{{version}}의 tarball에 대해 {{status}}을(를) 응답했습니다',
  "The npm registry has no package '{{name}}'": 'npm 레지스트리에 ‘{{name}}’ 패키지가 없습니다',
  "The npm registry has no version of '{{name}}' matching '{{wanted}}'":
    'npm 레지스트리에 ‘{{wanted}}’와(과) 일치하는 ‘{{name}}’ 버전이 없습니다',
  "The npm registry's answer for '{{name}}' is not JSON": '‘{{name}}’에 대한 npm 레지스트리의 응답이 JSON이 아닙니다',
  "The package {{what}} does not match the registry's integrity hash": '패키지 {{what}}이(가) 레지스트리의 무결성 해시와 일치하지 않습니다',
  "The package {{what}} does not match the registry's shasum": '패키지 {{what}}이(가) 레지스트리의 shasum과 일치하지 않습니다',
  'The plugin package is larger than {{uploadBytes}} MB': '플러그인 패키지가 {{uploadBytes}} MB보다 큽니다',
  "The plugin package was refused: it needs plugin '{{missing}}', which is not running":
    '플러그인 패키지가 거부되었습니다: 필요한 플러그인 ‘{{missing}}’이(가) 실행 중이 아닙니다',
  "The plugin package was refused: the entry '{{path}}' leaves the package":
    '플러그인 패키지가 거부되었습니다: 항목 ‘{{path}}’이(가) 패키지 밖을 가리킵니다',
  'The plugin package was refused: {{err}}': '플러그인 패키지가 거부되었습니다: {{err}}',
  'The plugin package was refused: {{loadError}}': '플러그인 패키지가 거부되었습니다: {{loadError}}',
  'The plugin package was refused: {{msg}}': '플러그인 패키지가 거부되었습니다: {{msg}}',
  'The registry gives no integrity hash for {{what}}': '레지스트리가 {{what}}의 무결성 해시를 제공하지 않습니다',
  'This SQLite file is not in a folder the server allows for external databases':
    '이 SQLite 파일은 서버가 외부 데이터베이스용으로 허용한 폴더에 있지 않습니다',
  'Unable to connect to database, please check your database is up':
    '데이터베이스에 연결할 수 없습니다. 데이터베이스가 실행 중인지 확인하세요',
  "Unknown column '{{key}}'": '알 수 없는 열 ‘{{key}}’',
  "Unknown operation '{{name}}'": '알 수 없는 작업 ‘{{name}}’',
  "Unknown plugin '{{id}}'": '알 수 없는 플러그인 ‘{{id}}’',
  "Unknown plugin action '{{action}}': use enable or disable": '알 수 없는 플러그인 동작 ‘{{action}}’: enable 또는 disable을 사용하세요',
  "Upload at most {{maxFiles}} files, in the multipart field 'files'":
    "multipart 필드 'files'로 파일을 최대 {{maxFiles}}개까지 업로드하세요",
  'Upload rejected: {{e}}': '업로드가 거부되었습니다: {{e}}',
  'User does not exist or have sufficient permission to create schema': '사용자가 없거나 스키마를 만들 권한이 부족합니다',
  'an npm package name': 'npm 패키지 이름',
  'lower-case letters, digits and dashes, starting with a letter': '영문 소문자, 숫자, 대시로 구성되며 문자로 시작해야 함',
  'plugin ids': '플러그인 ID',
  'title is required': '제목은 필수입니다',
  '{{err}}: uninstall or disable it first': '{{err}}: 먼저 제거하거나 비활성화하세요',
  "The plugin package was refused: a plugin with id '{{id}}' is already installed: uninstall it first":
    '플러그인 패키지가 거부되었습니다: ID가 ‘{{id}}’인 플러그인이 이미 설치되어 있습니다. 먼저 제거하세요',
  "The plugin package was refused: a plugin with id '{{id}}' is built in":
    '플러그인 패키지가 거부되었습니다: ID가 ‘{{id}}’인 플러그인은 기본 제공 플러그인입니다',
};
