/** Traditional Chinese (Hong Kong) texts of the gallery (namespace `gallery-view`). */
export const zh_HK: Record<string, string> = {
  'viewType.title': '圖庫',
  'toolbar.label': '圖庫工具列',
  'toolbar.addRow': '新增記錄',
  'toolbar.cover': '封面',
  'toolbar.noCover': '不設封面',
  'toolbar.title': '卡片標題',
  'toolbar.reload': '重新載入',
  'gallery.loadFailed': '無法載入圖庫：{{msg}}',
  'gallery.empty': '沒有記錄',
  'gallery.count_other': '{{count}} 條記錄',
  'gallery.loading': '載入中…',
  'gallery.cards': '卡片',
};
