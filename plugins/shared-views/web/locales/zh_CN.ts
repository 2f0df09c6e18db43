/** Simplified Chinese texts of the shared base page (namespace `shared-views`). */
export const zh_CN: Record<string, string> = {
  'base.protected': '此共享数据库受密码保护',
  'base.password': '密码',
  'base.open': '打开数据库',
  'base.passwordRequired': '请输入密码',
  'base.invalidPassword': '密码错误',
  'base.title': '共享数据库',
  'base.opening': '正在打开共享数据库…',
  'base.notFound': '未找到共享数据库',
  'base.notFoundTitle': '未找到共享数据库',
  'base.unsupported': '此应用无法打开共享数据库',
  'base.signedIn': '你已以 {{email}} 身份登录。打开共享数据库会让你在此浏览器中退出登录。',
  'base.openAsVisitor': '退出登录并打开共享数据库',
  home: '返回首页',
};
