/** Vietnamese texts of the gallery (namespace `gallery-view`). */
export const vi: Record<string, string> = {
  'viewType.title': 'Thư viện',
  'toolbar.label': 'Thanh công cụ thư viện',
  'toolbar.addRow': 'Bản ghi mới',
  'toolbar.cover': 'Ảnh bìa',
  'toolbar.noCover': 'Không có ảnh bìa',
  'toolbar.title': 'Tiêu đề thẻ',
  'toolbar.reload': 'Tải lại',
  'gallery.loadFailed': 'Không thể tải thư viện: {{msg}}',
  'gallery.empty': 'Không có bản ghi nào',
  'gallery.count_other': '{{count}} bản ghi',
  'gallery.loading': 'Đang tải…',
  'gallery.cards': 'Thẻ',
};
