/** de texts of the terminal. */
export const vi: Record<string, string> = {
  tab: 'Dòng lệnh',
  tabs: 'Các cửa sổ dòng lệnh',
  local: 'Cục bộ ({{n}})',
  add: 'Cửa sổ dòng lệnh mới',
  close: 'Đóng Cục bộ ({{n}})',
  run: 'Chạy',
  stop: 'Dừng',
  clear: 'Xóa',
  npmInstall: 'npm install',
  loading: 'Đang mở cửa sổ dòng lệnh…',
  limit: 'Chỉ có thể mở tối đa {{max}} cửa sổ dòng lệnh',
  'error.open': 'Lỗi khi mở cửa sổ dòng lệnh',
  'error.useSystem': 'Vui lòng dùng cửa sổ dòng lệnh của hệ thống',
  'exit.exited': '[shell đã kết thúc]',
  'exit.idle': '[đã đóng do không hoạt động]',
  'exit.closed': '[đã đóng]',
  'off.operator':
    'Dòng lệnh đang tắt: đây là một shell trên máy chủ, nên người vận hành máy chủ phải bật nó (PLINTH_TERMINAL=1). Vui lòng dùng cửa sổ dòng lệnh của hệ thống.',
  'off.superAdmin': 'Dòng lệnh là một shell trên máy chủ: chỉ Super Admin mới được mở. Vui lòng dùng cửa sổ dòng lệnh của hệ thống.',
  'settings.title': 'Dòng lệnh',
  'settings.on':
    'Dòng lệnh đã được bật cho bạn. Cửa sổ dòng lệnh không có thao tác nhập trong {{minutes}} phút sẽ bị đóng; mọi phiên đều được ghi lại.',
  openTerminal: 'Mở dòng lệnh',
};
