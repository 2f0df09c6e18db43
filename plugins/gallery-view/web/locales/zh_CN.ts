/** Simplified Chinese texts of the gallery (namespace `gallery-view`). */
export const zh_CN: Record<string, string> = {
  'viewType.title': '画廊',
  'toolbar.label': '画廊工具栏',
  'toolbar.addRow': '新记录',
  'toolbar.cover': '封面',
  'toolbar.noCover': '无封面',
  'toolbar.title': '卡片标题',
  'toolbar.reload': '重新加载',
  'gallery.loadFailed': '无法加载画廊：{{msg}}',
  'gallery.empty': '没有记录',
  'gallery.count_other': '{{count}} 条记录',
  'gallery.loading': '正在加载…',
  'gallery.cards': '卡片',
};
