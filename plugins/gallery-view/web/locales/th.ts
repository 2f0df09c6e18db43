/** Thai texts of the gallery (namespace `gallery-view`). */
export const th: Record<string, string> = {
  'viewType.title': 'แกลเลอรี',
  'toolbar.label': 'แถบเครื่องมือแกลเลอรี',
  'toolbar.addRow': 'ระเบียนใหม่',
  'toolbar.cover': 'ภาพปก',
  'toolbar.noCover': 'ไม่มีภาพปก',
  'toolbar.title': 'ชื่อการ์ด',
  'toolbar.reload': 'โหลดใหม่',
  'gallery.loadFailed': 'โหลดแกลเลอรีไม่ได้: {{msg}}',
  'gallery.empty': 'ไม่มีระเบียน',
  'gallery.count_other': '{{count}} ระเบียน',
  'gallery.loading': 'กำลังโหลด…',
  'gallery.cards': 'การ์ด',
};
