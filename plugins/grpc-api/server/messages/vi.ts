/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  'Record deleted': 'Đã xóa bản ghi',
  "Service {{service}} is not part of this project's package {{package}}": 'Dịch vụ {{service}} không thuộc gói {{package}} của dự án này',
  'method is required': 'Vui lòng nhập method',
  'service is required': 'Vui lòng nhập service',
};
