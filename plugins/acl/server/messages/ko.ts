/** Korean server messages. */
export const ko: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'":
    '잘못된 아카이브: 테이블 접근 규칙이 알 수 없는 테이블 ‘{{tn}}’을(를) 가리킵니다',
  'Rules are set for {{ACL_ROLES}}': '{{ACL_ROLES}}에 대한 규칙이 설정되었습니다',
  "Table '{{tn}}' not found": '테이블 ‘{{tn}}’을(를) 찾을 수 없습니다',
  'Table access rules are unavailable': '테이블 접근 규칙을 사용할 수 없습니다',
  'Tables are hidden from {{ACL_ROLES}}': '{{ACL_ROLES}}에게 테이블이 숨겨졌습니다',
  'read must be true or false': 'read는 true 또는 false여야 합니다',
};
