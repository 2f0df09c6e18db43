/** Simplified Chinese server messages. */
export const zh_CN: Record<string, string> = {
  'Comment text is required': '评论内容为必填项',
  "Unknown column '{{cn}}'": '未知列“{{cn}}”',
  'limit must be a number': 'limit 必须是数字',
  'limit must be an integer': 'limit 必须是整数',
  'limit must be at least 1': 'limit 至少为 1',
  'offset must be a number': 'offset 必须是数字',
  'offset must be an integer': 'offset 必须是整数',
  'offset must be at least 0': 'offset 至少为 0',
  'project_id is required': 'project_id 为必填项',
  '{{what}} is required': '{{what}} 为必填项',
  '{{what}} is too long': '{{what}} 过长',
};
