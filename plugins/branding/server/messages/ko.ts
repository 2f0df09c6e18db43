/** Korean server messages. */
export const ko: Record<string, string> = {
  'One logo at most': '로고는 최대 하나입니다',
  'The logo url must be an http(s) address, a path on this server or an inline image':
    '로고 URL은 http(s) 주소, 이 서버의 경로 또는 인라인 이미지여야 합니다',
  'The title is at most 100 characters': '제목은 최대 100자입니다',
};
