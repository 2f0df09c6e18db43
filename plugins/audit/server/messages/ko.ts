/** Korean server messages. */
export const ko: Record<string, string> = {
  'Comment text is required': '댓글 내용은 필수입니다',
  "Unknown column '{{cn}}'": '알 수 없는 열 ‘{{cn}}’',
  'limit must be a number': 'limit은 숫자여야 합니다',
  'limit must be an integer': 'limit은 정수여야 합니다',
  'limit must be at least 1': 'limit은 1 이상이어야 합니다',
  'offset must be a number': 'offset은 숫자여야 합니다',
  'offset must be an integer': 'offset은 정수여야 합니다',
  'offset must be at least 0': 'offset은 0 이상이어야 합니다',
  'project_id is required': 'project_id는 필수입니다',
  '{{what}} is required': '{{what}}은(는) 필수입니다',
  '{{what}} is too long': '{{what}}이(가) 너무 깁니다',
};
