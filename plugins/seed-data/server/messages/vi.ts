/** Vietnamese server messages. */
export const vi: Record<string, string> = {
  "'{{_tn}}' holds many-to-many links: choose the tables it links, their links are added with their rows":
    "'{{_tn}}' chứa liên kết nhiều-nhiều: hãy chọn các bảng mà nó liên kết, liên kết sẽ được thêm cùng với các hàng của chúng",
  "'{{_tn}}' is a view: only tables get sample rows": "'{{_tn}}' là một khung nhìn: chỉ bảng mới nhận được hàng mẫu",
  "1 row of '{{_tn}}' not added as sample data refers to sample rows of '{{_tn2}}': remove it or point it elsewhere first; nothing was removed":
    "1 hàng của '{{_tn}}' không được thêm làm dữ liệu mẫu đang tham chiếu đến hàng mẫu của '{{_tn2}}': hãy xóa hoặc trỏ nó sang nơi khác trước; chưa có gì bị xóa",
  'A table is chosen twice': 'Một bảng được chọn hai lần',
  'Args must be an object': 'Args phải là một đối tượng',
  'At most 500 tables': 'Tối đa 500 bảng',
  'Choose at least one table': 'Chọn ít nhất một bảng',
  'Locale must be one of {{SEED_LOCALES}}': 'Ngôn ngữ phải là một trong {{SEED_LOCALES}}',
  'No sample data settings yet: choose the tables and rows first': 'Chưa có cài đặt dữ liệu mẫu: hãy chọn bảng và số hàng trước',
  'Sample data is already being added to this project': 'Dự án này đang được thêm dữ liệu mẫu',
  'Sample data is being added: stop it first': 'Đang thêm dữ liệu mẫu: hãy dừng việc đó trước',
  "Sample rows of '{{_tn}}' are referred to by other rows ({{err}}): ":
    "Các hàng mẫu của '{{_tn}}' đang được các hàng khác tham chiếu ({{err}}): ",
  "Table '{{_tn}}' has no primary key: sample rows could not be removed again":
    "Bảng '{{_tn}}' không có khóa chính: không thể xóa lại các hàng mẫu",
  "Table '{{_tn}}' is disabled in Meta Management": "Bảng '{{_tn}}' đã bị tắt trong Quản lý metadata",
  "Table '{{_tn}}' needs rows in '{{rtn}}': add sample rows to '{{rtn2}}' too":
    "Bảng '{{_tn}}' cần các hàng trong '{{rtn}}': hãy thêm cả hàng mẫu vào '{{rtn2}}'",
  "Table '{{tn}}' is chosen twice": "Bảng '{{tn}}' được chọn hai lần",
  "Table '{{tn}}' not found": "Không tìm thấy bảng '{{tn}}'",
  'Table name is too long': 'Tên bảng quá dài',
  'Table name required': 'Vui lòng nhập tên bảng',
  'Tables must be a list of { tn, rows }': 'Tables phải là một danh sách { tn, rows }',
  'Tables {{names}} refer to each other through required keys: no order fills them':
    'Các bảng {{names}} tham chiếu lẫn nhau qua các khóa bắt buộc: không thứ tự nào điền được chúng',
  'project_id is required': 'Vui lòng nhập project_id',
  "{{rows}} rows of '{{_tn}}' not added as sample data refer to sample rows of '{{_tn2}}': remove them or point them elsewhere first; nothing was removed":
    "{{rows}} hàng của '{{_tn}}' không được thêm làm dữ liệu mẫu đang tham chiếu đến hàng mẫu của '{{_tn2}}': hãy xóa hoặc trỏ chúng sang nơi khác trước; chưa có gì bị xóa",
  '{{total}} sample rows removed': 'Đã xóa {{total}} hàng mẫu',
};
