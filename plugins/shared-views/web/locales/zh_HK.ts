/** Traditional Chinese (Hong Kong) texts of the shared-views plugin (namespace `shared-views`). */
export const zh_HK: Record<string, string> = {
  'base.title': '共享數據庫',
  'base.opening': '正在開啟共享數據庫…',
  'base.notFound': '找不到共享數據庫',
  'base.notFoundTitle': '找不到共享數據庫',
  'base.unsupported': '此應用程式無法開啟共享數據庫',
  'base.signedIn': '你目前以 {{email}} 身份登入。開啟共享數據庫會令你在此瀏覽器登出。',
  'base.openAsVisitor': '登出並開啟共享數據庫',
  'base.protected': '此共享數據庫受密碼保護',
  'base.password': '密碼',
  'base.open': '開啟數據庫',
  'base.passwordRequired': '請輸入密碼',
  'base.invalidPassword': '密碼錯誤',
  home: '返回首頁',
};
