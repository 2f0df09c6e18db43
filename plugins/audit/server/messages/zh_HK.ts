/** Traditional Chinese (Hong Kong) server messages. */
export const zh_HK: Record<string, string> = {
  'Comment text is required': '評論內容為必填',
  "Unknown column '{{cn}}'": '未知的欄位「{{cn}}」',
  'limit must be a number': 'limit 必須是數字',
  'limit must be an integer': 'limit 必須是整數',
  'limit must be at least 1': 'limit 至少須為 1',
  'offset must be a number': 'offset 必須是數字',
  'offset must be an integer': 'offset 必須是整數',
  'offset must be at least 0': 'offset 至少須為 0',
  'project_id is required': 'project_id 為必填',
  '{{what}} is required': '{{what}} 為必填',
  '{{what}} is too long': '{{what}} 太長',
};
