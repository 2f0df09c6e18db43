/** Korean server messages. */
export const ko: Record<string, string> = {
  'Record deleted': '레코드를 삭제했습니다',
  "Service {{service}} is not part of this project's package {{package}}":
    '서비스 {{service}}은(는) 이 프로젝트의 패키지 {{package}}에 속하지 않습니다',
  'method is required': 'method는 필수입니다',
  'service is required': 'service는 필수입니다',
};
