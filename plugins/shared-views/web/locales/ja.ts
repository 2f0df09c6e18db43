/** Japanese texts of the shared base page (namespace `shared-views`). */
export const ja: Record<string, string> = {
  'base.protected': 'この共有ベースはパスワードで保護されています',
  'base.password': 'パスワード',
  'base.open': 'ベースを開く',
  'base.passwordRequired': 'パスワードを入力してください',
  'base.invalidPassword': 'パスワードが正しくありません',
  'base.title': '共有ベース',
  'base.opening': '共有ベースを開いています…',
  'base.notFound': '共有ベースが見つかりません',
  'base.notFoundTitle': '共有ベースが見つかりません',
  'base.unsupported': 'このアプリでは共有ベースを開けません',
  'base.signedIn': '{{email}} としてサインインしています。共有ベースを開くと、このブラウザーではサインアウトされます。',
  'base.openAsVisitor': 'サインアウトして共有ベースを開く',
  home: 'ホームに戻る',
};
