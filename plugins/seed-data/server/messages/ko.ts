/** Korean server messages. */
export const ko: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    '‘{{_tn}}’에는 다대다 연결이 들어 있습니다: 연결되는 테이블을 선택하면 그 행과 함께 연결이 추가됩니다',
  "'{{_tn}}' is a view: only tables get sample rows": '‘{{_tn}}’은(는) 뷰입니다: 샘플 행은 테이블에만 추가됩니다',
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    '샘플 데이터로 추가되지 않은 ‘{{_tn}}’의 행 1개가 ‘{{_tn2}}’의 샘플 행을 참조합니다: 먼저 그 행을 삭제하거나 다른 행을 가리키게 하세요. 아무것도 삭제되지 않았습니다',
  'A table is chosen twice': '같은 테이블이 두 번 선택되었습니다',
  'Args must be an object': 'Args는 객체여야 합니다',
  'At most 500 tables': '테이블은 최대 500개입니다',
  'Choose at least one table': '테이블을 하나 이상 선택하세요',
  'Locale must be one of {{SEED_LOCALES}}': '로캘은 {{SEED_LOCALES}} 중 하나여야 합니다',
  'No sample data settings yet: choose the tables and rows first': '샘플 데이터 설정이 아직 없습니다: 먼저 테이블과 행 수를 선택하세요',
  'Sample data is already being added to this project': '이 프로젝트에 이미 샘플 데이터를 추가하고 있습니다',
  'Sample data is being added: stop it first': '샘플 데이터를 추가하는 중입니다: 먼저 중지하세요',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ": '‘{{_tn}}’의 샘플 행을 다른 행이 참조하고 있습니다({{err}}): ',
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again":
    '테이블 ‘{{_tn}}’에 기본 키가 없습니다: 샘플 행을 다시 삭제할 수 없습니다',
  "Table '{{_tn}}' is disabled in Meta Management": '테이블 ‘{{_tn}}’은(는) 메타 관리에서 비활성화되어 있습니다',
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    '테이블 ‘{{_tn}}’에는 ‘{{rtn}}’의 행이 필요합니다: ‘{{rtn2}}’에도 샘플 행을 추가하세요',
  "Table '{{tn}}' is chosen twice": '테이블 ‘{{tn}}’이(가) 두 번 선택되었습니다',
  "Table '{{tn}}' not found": '테이블 ‘{{tn}}’을(를) 찾을 수 없습니다',
  'Table name is too long': '테이블 이름이 너무 깁니다',
  'Table name required': '테이블 이름은 필수입니다',
  'Tables must be a list of { tn, rows }': 'Tables는 { tn, rows } 목록이어야 합니다',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    '테이블 {{names}}이(가) 필수 키로 서로를 참조합니다: 채울 수 있는 순서가 없습니다',
  'project_id is required': 'project_id는 필수입니다',
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    '샘플 데이터로 추가되지 않은 ‘{{_tn}}’의 행 {{rows}}개가 ‘{{_tn2}}’의 샘플 행을 참조합니다: 먼저 그 행들을 삭제하거나 다른 행을 가리키게 하세요. 아무것도 삭제되지 않았습니다',
  '{{total}} sample rows removed': '샘플 행 {{total}}개를 삭제했습니다',
};
