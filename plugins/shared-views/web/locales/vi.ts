/** Vietnamese texts of the shared base page (namespace `shared-views`). */
export const vi: Record<string, string> = {
  'base.title': 'Base được chia sẻ',
  'base.opening': 'Đang mở base được chia sẻ…',
  'base.notFound': 'Không tìm thấy base được chia sẻ',
  'base.notFoundTitle': 'Không tìm thấy base được chia sẻ',
  'base.unsupported': 'Ứng dụng này không thể mở base được chia sẻ',
  'base.signedIn': 'Bạn đang đăng nhập với tài khoản {{email}}. Mở một base được chia sẻ sẽ đăng xuất bạn khỏi trình duyệt này.',
  'base.openAsVisitor': 'Đăng xuất và mở base được chia sẻ',
  'base.protected': 'Base được chia sẻ này được bảo vệ bằng mật khẩu',
  'base.password': 'Mật khẩu',
  'base.open': 'Mở base',
  'base.passwordRequired': 'Vui lòng nhập mật khẩu',
  'base.invalidPassword': 'Sai mật khẩu',
  home: 'Quay lại trang chủ',
};
