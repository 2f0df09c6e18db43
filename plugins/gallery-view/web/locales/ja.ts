/** Japanese texts of the gallery (namespace `gallery-view`). */
export const ja: Record<string, string> = {
  'viewType.title': 'ギャラリー',
  'toolbar.label': 'ギャラリーのツールバー',
  'toolbar.addRow': '新しいレコード',
  'toolbar.cover': 'カバー画像',
  'toolbar.noCover': 'カバー画像なし',
  'toolbar.title': 'カードのタイトル',
  'toolbar.reload': '再読み込み',
  'gallery.loadFailed': 'ギャラリーを読み込めませんでした: {{msg}}',
  'gallery.empty': 'レコードはありません',
  'gallery.count_other': '{{count}} 件のレコード',
  'gallery.loading': '読み込み中…',
  'gallery.cards': 'カード',
};
