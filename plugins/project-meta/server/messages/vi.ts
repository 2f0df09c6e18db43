/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  'A newer Plinth wrote this archive (version above {{DOCUMENT_VERSION}})':
    'Tệp lưu trữ này do một phiên bản Plinth mới hơn ghi (phiên bản trên {{DOCUMENT_VERSION}})',
  "Could not import the rows of '{{tn}}' (rows {{i}} to {{Math}}): {{kind}}{{where}}":
    "Không thể nhập các hàng của '{{tn}}' (hàng {{i}} đến {{Math}}): {{kind}}{{where}}",
  "Invalid archive: a relation names a table it does not hold ('{{tn}}' -> '{{rtn}}')":
    "Tệp lưu trữ không hợp lệ: một quan hệ nhắc đến bảng không có trong tệp ('{{tn}}' -> '{{rtn}}')",
  'Invalid archive: no {{DOCUMENT_NAME}}': 'Tệp lưu trữ không hợp lệ: không có {{DOCUMENT_NAME}}',
  'Invalid archive: no {{name}}': 'Tệp lưu trữ không hợp lệ: không có {{name}}',
  'Invalid archive: not a zip file or a JSON document': 'Tệp lưu trữ không hợp lệ: không phải tệp zip hay tài liệu JSON',
  'Invalid archive: {{msg}}': 'Tệp lưu trữ không hợp lệ: {{msg}}',
  "Invalid archive: {{name}} has the unknown column '{{unknown}}'":
    "Tệp lưu trữ không hợp lệ: {{name}} có cột không xác định '{{unknown}}'",
  'Invalid archive: {{name}} is not JSON': 'Tệp lưu trữ không hợp lệ: {{name}} không phải JSON',
  'Invalid archive: {{name}} names a table the archive does not make':
    'Tệp lưu trữ không hợp lệ: {{name}} nhắc đến một bảng mà tệp lưu trữ không tạo',
  'Invalid archive: {{name}} repeats a column': 'Tệp lưu trữ không hợp lệ: {{name}} lặp lại một cột',
  'Invalid archive: {{name}}: {{err}}': 'Tệp lưu trữ không hợp lệ: {{name}}: {{err}}',
  'Not a {{DOCUMENT_FORMAT}} document': 'Không phải tài liệu {{DOCUMENT_FORMAT}}',
  'Send the exported zip or JSON file as the request body': 'Hãy gửi tệp zip hoặc JSON đã xuất làm nội dung yêu cầu',
};
