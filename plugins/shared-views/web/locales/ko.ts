/** Korean messages of the shared-views plugin (namespace `shared-views`). */
export const ko: Record<string, string> = {
  'base.title': '공유 베이스',
  'base.opening': '공유 베이스를 여는 중…',
  'base.notFound': '공유 베이스를 찾을 수 없습니다',
  'base.notFoundTitle': '공유 베이스를 찾을 수 없음',
  'base.unsupported': '이 앱에서는 공유 베이스를 열 수 없습니다',
  'base.signedIn': '{{email}}(으)로 로그인되어 있습니다. 공유 베이스를 열면 이 브라우저에서 로그아웃됩니다.',
  'base.openAsVisitor': '로그아웃하고 공유 베이스 열기',
  'base.protected': '이 공유 베이스는 비밀번호로 보호되어 있습니다',
  'base.password': '비밀번호',
  'base.open': '베이스 열기',
  'base.passwordRequired': '비밀번호를 입력해 주세요',
  'base.invalidPassword': '비밀번호가 틀렸습니다',
  home: '홈으로 돌아가기',
};
