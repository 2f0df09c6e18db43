/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  'Comment text is required': 'Vui lòng nhập nội dung bình luận',
  "Unknown column '{{cn}}'": "Cột không xác định '{{cn}}'",
  'limit must be a number': 'limit phải là một số',
  'limit must be an integer': 'limit phải là số nguyên',
  'limit must be at least 1': 'limit phải ít nhất là 1',
  'offset must be a number': 'offset phải là một số',
  'offset must be an integer': 'offset phải là số nguyên',
  'offset must be at least 0': 'offset phải ít nhất là 0',
  'project_id is required': 'Vui lòng nhập project_id',
  '{{what}} is required': 'Vui lòng nhập {{what}}',
  '{{what}} is too long': '{{what}} quá dài',
};
