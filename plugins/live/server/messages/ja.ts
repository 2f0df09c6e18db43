/** Japanese server messages. */
export const ja: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': '1 つのソケットがフォローできるテーブルは最大 {{maxSubscriptions}} 個です',
  'Authentication is unavailable': '認証を利用できません',
  "Forbidden: this action needs the 'airTable' permission": "禁止されています: この操作には 'airTable' 権限が必要です",
  'Invalid table': '無効なテーブルです',
  'projectId is required': 'projectId は必須です',
  'projectId is too long': 'projectId が長すぎます',
  'redisUrl must be a URL': 'redisUrl は URL である必要があります',
  'tn is required': 'tn は必須です',
  'tn is too long': 'tn が長すぎます',
};
