/** Korean server messages. */
export const ko: Record<string, string> = {
  'A socket follows at most {{maxSubscriptions}} tables': '소켓 하나는 최대 {{maxSubscriptions}}개의 테이블을 구독할 수 있습니다',
  'Authentication is unavailable': '인증을 사용할 수 없습니다',
  "Forbidden: this action needs the 'airTable' permission": '권한 없음: 이 작업에는 ‘airTable’ 권한이 필요합니다',
  'Invalid table': '잘못된 테이블',
  'projectId is required': 'projectId는 필수입니다',
  'projectId is too long': 'projectId가 너무 깁니다',
  'redisUrl must be a URL': 'redisUrl은 URL이어야 합니다',
  'tn is required': 'tn은 필수입니다',
  'tn is too long': 'tn이 너무 깁니다',
};
