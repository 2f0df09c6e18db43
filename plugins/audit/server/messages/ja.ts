/** Japanese server messages. */
export const ja: Record<string, string> = {
  'Comment text is required': 'コメントの本文は必須です',
  "Unknown column '{{cn}}'": "不明な列 '{{cn}}'",
  'limit must be a number': 'limit は数値である必要があります',
  'limit must be an integer': 'limit は整数である必要があります',
  'limit must be at least 1': 'limit は 1 以上である必要があります',
  'offset must be a number': 'offset は数値である必要があります',
  'offset must be an integer': 'offset は整数である必要があります',
  'offset must be at least 0': 'offset は 0 以上である必要があります',
  'project_id is required': 'project_id は必須です',
  '{{what}} is required': '{{what}} は必須です',
  '{{what}} is too long': '{{what}} が長すぎます',
};
