/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  "Invalid archive: table access rules name the unknown table '{{tn}}'":
    "Tệp lưu trữ không hợp lệ: quy tắc truy cập bảng nhắc đến bảng không xác định '{{tn}}'",
  'Rules are set for {{ACL_ROLES}}': 'Đã đặt quy tắc cho {{ACL_ROLES}}',
  "Table '{{tn}}' not found": "Không tìm thấy bảng '{{tn}}'",
  'Table access rules are unavailable': 'Không có quy tắc truy cập bảng',
  'Tables are hidden from {{ACL_ROLES}}': 'Các bảng bị ẩn với {{ACL_ROLES}}',
  'read must be true or false': 'read phải là true hoặc false',
};
