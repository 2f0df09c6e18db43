/** Traditional Chinese (Taiwan) texts of the shared-views plugin (namespace `shared-views`). */
export const zh_TW: Record<string, string> = {
  'base.title': '共用資料庫',
  'base.opening': '正在開啟共用資料庫…',
  'base.notFound': '找不到共用資料庫',
  'base.notFoundTitle': '找不到共用資料庫',
  'base.unsupported': '這個應用程式無法開啟共用資料庫',
  'base.signedIn': '你目前以 {{email}} 的身分登入。開啟共用資料庫會讓你在這個瀏覽器中登出。',
  'base.openAsVisitor': '登出並開啟共用資料庫',
  'base.protected': '這個共用資料庫受密碼保護',
  'base.password': '密碼',
  'base.open': '開啟資料庫',
  'base.passwordRequired': '請輸入密碼',
  'base.invalidPassword': '密碼錯誤',
  home: '返回首頁',
};
